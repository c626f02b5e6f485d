import CatalogKit
import CellKit
import Relay
import SectionKit

/// The `compose` group: updating one section of a 10-section page and rendering the frame,
/// beside rendering the same frame without an update; and the bytes the ANSI renderer writes
/// for a one-section change beside a full frame (target: at most a fifth, since one section of
/// ten changed).
@MainActor
func runComposeBenchmarks(_ reporter: BenchmarkReporter) {
    let itemCounts = reporter.isSmoke ? [100] : [100, 10_000]
    for itemCount in itemCounts {
        let updates = reporter.isSmoke ? 5 : 200
        let frameOnly = reporter.nanosecondsPerOperation(
            operations: updates, setup: { ComposeBenchmarkPage(itemCount: itemCount) },
            { page in
                var bytes = 0
                for _ in 0..<updates { bytes &+= PlainTextRenderer().render(page.composer.page()).utf8.count }
                precondition(bytes > 0, "the timed work must not be optimized away")
            })
        let updateAndFrame = reporter.nanosecondsPerOperation(
            operations: updates, setup: { ComposeBenchmarkPage(itemCount: itemCount) },
            { page in
                var bytes = 0
                for update in 0..<updates {
                    page.updateOneSection(revision: update + 1)
                    bytes &+= PlainTextRenderer().render(page.composer.page()).utf8.count
                }
                precondition(bytes > 0, "the timed work must not be optimized away")
            })
        let name = "10 sections of \(itemCount) items"
        reporter.record(
            group: "compose", name: "render frame, \(name)", value: frameOnly / 1_000, unit: "µs")
        reporter.record(
            group: "compose", name: "update one section + render frame, \(name)",
            value: updateAndFrame / 1_000,
            unit: "µs", baseline: frameOnly / 1_000)

        let page = ComposeBenchmarkPage(itemCount: itemCount)
        let renderer = ANSIRenderer()
        let before = page.composer.page()
        page.updateOneSection(revision: 1)
        let after = page.composer.page()
        let full = renderer.render(after, after: nil).utf8.count
        let changed = renderer.render(after, after: before).utf8.count
        reporter.record(
            group: "compose", name: "ANSI bytes for a one-section change, \(name)", value: Double(changed),
            unit: "B", baseline: Double(full), target: 0.2)
    }
}

/// A 120-column page of ten horizontal product sections, updated on the main scheduler (which
/// runs at once on the main thread, as the benchmarks do).
@MainActor
private final class ComposeBenchmarkPage {
    let sections: [ItemsSectionController<ComposeBenchmarkCard, ComposeBenchmarkCell>]
    let composer: StackComposer<Int>
    /// Two lists for the fourth section, built once so the timed updates measure the section,
    /// not the making of its data: the first item's content changed and one item inserted near
    /// the front, as a price update and a new arrival would.
    private let variants: [[ComposeBenchmarkCard]]

    init(itemCount: Int) {
        let registration = CellRegistration<ComposeBenchmarkCell, ComposeBenchmarkCard> { cell, _, card in
            cell.card = card
        }
        variants = (1...2).map { revision in
            var cards = Self.cards(count: itemCount, revision: 0)
            cards[0].revision = revision
            cards.insert(ComposeBenchmarkCard(id: -revision, revision: 0), at: revision)
            return cards
        }
        let sections = (0..<10).map { index in
            ItemsSectionController(
                header: "Section \(index)",
                data: BehaviorRelay(value: ComposeBenchmarkPage.cards(count: itemCount, revision: 0)),
                height: 4, width: 120, estimatedItemSize: Size(width: 16, height: 3),
                registration: registration)
        }
        self.sections = sections
        composer = StackComposer(width: 120, sections: Array(0..<10)) { AnySectionController(sections[$0]) }
    }

    /// Accepts the next of the two lists on the fourth section; every call changes it.
    func updateOneSection(revision: Int) {
        sections[3].data.accept(variants[revision % 2])
    }

    static func cards(count: Int, revision: Int) -> [ComposeBenchmarkCard] {
        (0..<count).map { ComposeBenchmarkCard(id: $0, revision: revision) }
    }
}

private struct ComposeBenchmarkCard: Identifiable, Equatable, Sendable {
    let id: Int
    var revision: Int
}

private final class ComposeBenchmarkCell: ReusableCell {
    var card: ComposeBenchmarkCard?

    init() {}

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        guard let card else { return }
        canvas.drawText(
            "Product \(card.id)\nrev \(card.revision)", in: rect)
    }
}
