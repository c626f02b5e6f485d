import Foundation
import Relay
import Testing

@testable import CatalogKit

@Suite struct ProductGroupIndexTests {
    static func product(_ id: String, shop: String) -> Product {
        Product(
            id: id, shopID: shop, name: id, brand: "", category: "c",
            price: Money(minorUnits: 1, currency: .jpy),
            rating: 0, reviewCount: 0, stock: 1, tags: [], relatedProductIDs: [], imageSymbol: "",
            updatedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func membersAreInFileOrderPerGroup() {
        let shops = ["s-2", "s-1", "s-2", "s-3", "s-1", "s-2"]
        let products = shops.enumerated().map { Self.product("p-\($0)", shop: $1) }
        let index = ProductGroupIndex(products: products) { $0.shopID }
        #expect(Array(index.members(of: "s-2")) == [0, 2, 5])
        #expect(Array(index.members(of: "s-1")) == [1, 4])
        #expect(Array(index.members(of: "s-3")) == [3])
        #expect(index.members(of: "s-4").isEmpty)
        #expect(index.names.keys == ["s-2", "s-1", "s-3"])
    }

    @Test func agreesWithGroupingByDictionary() {
        var generator = SplitMix64(seed: 3)
        let products = (0..<5_000).map { Self.product("p-\($0)", shop: "s-\(generator.next() % 97)") }
        let index = ProductGroupIndex(products: products) { $0.shopID }
        let reference = Dictionary(grouping: products.indices, by: { products[$0].shopID })
        #expect(index.names.count == reference.count)
        for (shop, members) in reference {
            #expect(index.members(of: shop).map(Int.init) == members)
        }
    }
}
