// README.md, "Sections and pages", word for word (ReadmeExampleTests checks it).

// example: sections-and-pages
import CellKit
import Relay
import RelayTesting
import SectionKit
import Testing

struct Tile: Identifiable, Equatable, Sendable {
    let id: String
    var title: String
}

final class TileCell: ReusableCell {
    var title = ""

    func prepareForReuse() { title = "" }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawText(title, in: rect)
    }
}

enum Shelf: Hashable, Sendable {
    case products
    case notes
}

@MainActor
@Test func sectionsStackIntoOnePage() {
    let scheduler = TestScheduler()  // an app leaves `scheduler:` out: the main queue
    let registration = CellRegistration<TileCell, Tile> { cell, _, tile in cell.title = tile.title }
    let products = ItemsSectionController(
        header: "Related products", height: 2, width: 40, estimatedItemSize: Size(width: 8, height: 1),
        scheduler: scheduler, registration: registration)
    let notes = ItemsSectionController(
        header: "Recent notes", height: 2, width: 40, estimatedItemSize: Size(width: 8, height: 1),
        scheduler: scheduler, registration: registration)
    let stack = StackComposer<Shelf>(width: 40, sections: [.products, .notes], scheduler: scheduler) { id in
        switch id {
        case .products: AnySectionController(products)
        case .notes: AnySectionController(notes)
        }
    }
    products.data.accept([Tile(id: "p-2", title: "Mill"), Tile(id: "p-3", title: "Bowl")])
    notes.data.accept([Tile(id: "n-1", title: "Mornings")])
    scheduler.advance(by: 1)  // each list diffed and applied as one batch update

    stack.setSections([.notes, .products])  // reorders; both keep their scroll position
    #expect(
        PlainTextRenderer().lines(of: stack.page()) == [
            "Recent notes                      1 of 1",
            "Mornings",
            "",
            "Related products                1–2 of 2",
            "Mill     Bowl",
        ])
}
// end example
