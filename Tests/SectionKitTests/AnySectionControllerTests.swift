import CellKit
import Relay
import RelayTesting
import SectionKit
import Testing

@MainActor
@Suite struct AnySectionControllerTests {
    @Test func heterogeneousStackHoldsProductsAndNotesWithoutCasts() {
        let scheduler = TestScheduler()
        let products = ItemsSectionController(
            header: "Products", data: BehaviorRelay(value: [ProductCard(id: 1, name: "Shirt", price: "¥1")]),
            scheduler: scheduler, registration: ProductCell.registration())
        let notes = ItemsSectionController(
            header: "Notes", data: BehaviorRelay(value: [NoteCard]()), scheduler: scheduler,
            registration: NoteCell.registration())
        let stack = [AnySectionController(products), AnySectionController(notes)]

        #expect(stack.map(\.header) == ["Products", "Notes"])
        #expect(stack.map(\.typeName) == ["ProductCard", "NoteCard"])
        #expect(stack.map(\.state) == [.loaded, .loading])

        stack[1].state = .failed(message: "offline")
        #expect(notes.state == .failed(message: "offline"), "a handle shares the controller's state")
        #expect(ObjectIdentifier(stack[0].base) == ObjectIdentifier(products))
        #expect(stack[0].isSame(as: AnySectionController(products)))
        #expect(!stack[0].isSame(as: stack[1]))
    }
}
