import CatalogKit
import Foundation
import ProductDetail
import Testing

@testable import ProductDetailCLI

@Suite struct SimulatedChangesTests {
    private let now = Date(timeIntervalSince1970: 1_764_500_000)

    private func product(_ id: String, price: Int = 12_800, currency: Currency = .jpy, stock: Int = 5)
        -> Product
    {
        Product(
            id: id, shopID: "shop", name: "Name \(id)", brand: "Brand", category: "cat",
            price: Money(minorUnits: price, currency: currency), rating: 4, reviewCount: 1, stock: stock,
            tags: [], relatedProductIDs: [], imageSymbol: "☕️", updatedAt: now)
    }

    private func changes(seed: UInt64, count: Int) -> [CatalogChange] {
        var simulation = SimulatedChanges(seed: seed)
        let main = product("p-1")
        let related = [product("p-2", price: 2_800, currency: .usd), product("p-3", stock: 0)]
        return (0..<count).map { _ in simulation.next(product: main, related: related, now: now) }
    }

    @Test func theSameSeedGivesTheSameChanges() {
        #expect(changes(seed: 7, count: 50) == changes(seed: 7, count: 50))
        #expect(changes(seed: 7, count: 50) != changes(seed: 8, count: 50))
    }

    @Test func everyChangeTouchesWhatThePageShowsAndChangesSomething() {
        let shown = [
            "p-1": product("p-1"), "p-2": product("p-2", price: 2_800, currency: .usd),
            "p-3": product("p-3", stock: 0),
        ]
        var noteIDs: Set<String> = []
        for change in changes(seed: 1, count: 300) {
            switch change {
            case .setPrice(let id, let price):
                let before = try! #require(shown[id])
                #expect(price != before.price)
                #expect(price.currency == before.price.currency)
                #expect(price.minorUnits > 0)
            case .setStock(let id, let stock):
                let before = try! #require(shown[id])
                #expect(stock != before.stock)
                #expect(stock >= 0)
            case .addNote(let note):
                #expect(note.productIDs == ["p-1"])
                #expect(noteIDs.insert(note.id).inserted, "note ids are unique: \(note.id)")
            default:
                Issue.record("a simulation makes prices, stock counts and notes only, got \(change)")
            }
        }
        #expect(!noteIDs.isEmpty)
    }
}
