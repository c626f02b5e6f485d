// SectionKit.docc/GettingStarted.md: one test file, word for word
// (ProductDetailTests' ArticleExampleTests checks it).

// example: sectionkit-getting-started
import CellKit
import Relay
import RelayTesting
import SectionKit
import Testing

struct Kettle: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

final class NameCell: ReusableCell {
    var name = ""

    func prepareForReuse() { name = "" }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawText(name, in: rect)
    }
}

@MainActor
func makeKettles(scheduler: any Scheduler) -> ItemsSectionController<Kettle, NameCell> {
    ItemsSectionController(
        header: "Kettles",
        data: BehaviorRelay(value: [Kettle(id: 1, name: "Steel"), Kettle(id: 2, name: "Glass")]),
        height: 2, width: 30, estimatedItemSize: Size(width: 8, height: 1), scheduler: scheduler,
        registration: CellRegistration<NameCell, Kettle> { cell, _, kettle in cell.name = kettle.name })
}

enum ShopSection: Hashable, Sendable {
    case kettles
}

@MainActor
@Test func thePageShowsTheKettles() {
    let scheduler = TestScheduler()
    let kettles = makeKettles(scheduler: scheduler)
    let composer = StackComposer<ShopSection>(width: 30, sections: [.kettles], scheduler: scheduler) { _ in
        AnySectionController(kettles)
    }
    #expect(
        PlainTextRenderer().lines(of: composer.page()) == [
            "Kettles               1–2 of 2", "Steel    Glass",
        ])
}

@MainActor
@Test func theSectionFollowsItsData() {
    let scheduler = TestScheduler()
    let kettles = makeKettles(scheduler: scheduler)
    let composer = StackComposer<ShopSection>(width: 30, sections: [.kettles], scheduler: scheduler) { _ in
        AnySectionController(kettles)
    }
    let next = [Kettle(id: 2, name: "Glass"), Kettle(id: 3, name: "Copper")]
    let changes = Changeset(from: kettles.items, to: next)
    #expect(changes.deletes == [0] && changes.inserts == [1])
    #expect(changes.moves.isEmpty)  // Glass keeps its cell

    kettles.data.accept(next)
    scheduler.advance(by: 1)  // the scheduler's turn
    #expect(
        PlainTextRenderer().lines(of: composer.page()) == [
            "Kettles               1–2 of 2", "Glass    Copper",
        ])
}
// end example
