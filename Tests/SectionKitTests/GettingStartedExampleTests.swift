import CellKit
import Relay
import RelayTesting
import SectionKit
import Testing

// The example of SectionKit.docc/GettingStarted.md, as written there (with a TestScheduler
// where the article uses the main scheduler), so the article cannot rot.

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

enum ShopSection: Hashable, Sendable {
    case kettles
}

@MainActor
@Suite struct GettingStartedExampleTests {
    @Test func theArticlesPageShowsTheSectionAndFollowsItsData() {
        let scheduler = TestScheduler()
        let kettles = ItemsSectionController(
            header: "Kettles",
            data: BehaviorRelay(value: [Kettle(id: 1, name: "Steel"), Kettle(id: 2, name: "Glass")]),
            height: 2, width: 30, estimatedItemSize: Size(width: 8, height: 1), scheduler: scheduler,
            registration: CellRegistration<NameCell, Kettle> { cell, _, kettle in cell.name = kettle.name })
        let composer = StackComposer<ShopSection>(width: 30, sections: [.kettles], scheduler: scheduler) {
            _ in
            AnySectionController(kettles)
        }
        #expect(
            PlainTextRenderer().lines(of: composer.page()) == [
                "Kettles               1–2 of 2", "Steel    Glass",
            ])

        let changes = Changeset(
            from: kettles.items, to: [Kettle(id: 2, name: "Glass"), Kettle(id: 3, name: "Copper")])
        #expect(changes.deletes == [0] && changes.inserts == [1] && changes.moves.isEmpty)

        kettles.data.accept([Kettle(id: 2, name: "Glass"), Kettle(id: 3, name: "Copper")])
        scheduler.advance(by: 1)
        #expect(
            PlainTextRenderer().lines(of: composer.page()) == [
                "Kettles               1–2 of 2", "Glass    Copper",
            ])
    }
}
