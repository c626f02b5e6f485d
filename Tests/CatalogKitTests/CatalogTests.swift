import CatalogFixtures
import Foundation
import Testing

@testable import CatalogKit

@Suite struct CatalogTests {
    private static func product(
        _ id: String, shop: String = "shop-a", category: String = "coffee", related: [String] = []
    ) -> Product {
        Product(
            id: id, shopID: shop, name: "Product \(id)", brand: "Brand", category: category,
            price: Money(minorUnits: 1000, currency: .jpy), rating: 4, reviewCount: 1, stock: 1, tags: [],
            relatedProductIDs: related, imageSymbol: "☕️", updatedAt: Date(timeIntervalSince1970: 0))
    }

    private static func note(_ id: String, about products: [String], day: Int) -> Note {
        Note(
            id: id, title: "Note \(id)", editor: "編集部",
            publishedAt: Date(timeIntervalSince1970: Double(day) * 86_400),
            productIDs: products, shopID: "shop-a", summary: "")
    }

    @Test func shippedDataLoadsWithoutDanglingReferences() throws {
        let catalog = try Catalog.load(from: Fixture.shippedData)
        #expect(catalog.products.count >= 80)
        #expect(catalog.notes.count >= 40)
        #expect(catalog.warnings.isEmpty, "\(catalog.warnings)")
        #expect(Set(catalog.products.map(\.shopID)).count >= 4)
        #expect(Set(catalog.products.map(\.category)).count >= 4)
        #expect(Set(catalog.products.map(\.price.currency)) == [.jpy, .usd])
    }

    @Test func defaultProductIsRich() throws {
        let catalog = try Catalog.load(from: Fixture.shippedData)
        let product = try catalog.product(id: "p-001")
        #expect(product.name.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) })
        #expect(product.relatedProductIDs.count >= 10)
        let related = try catalog.products(relatedTo: "p-001", limit: 10)
        #expect(related.map(\.id) == Array(product.relatedProductIDs.prefix(10)))
        let notes = try catalog.notes(about: "p-001", limit: 3)
        #expect(notes.count == 3)
        #expect(notes.map(\.publishedAt) == notes.map(\.publishedAt).sorted(by: >))
        #expect(notes.allSatisfy { $0.productIDs.contains("p-001") })
    }

    @Test func relatedProductsAreListedThenSameShopThenSameCategoryWithoutSelfOrDuplicates() throws {
        let catalog = try Catalog(
            products: [
                Self.product("a", related: ["c", "missing", "a", "c", "x"]),
                Self.product("b"),
                Self.product("c", shop: "shop-b"),
                Self.product("d", shop: "shop-b"),
                Self.product("e"),
                Self.product("x", shop: "shop-c", category: "audio"),
                Self.product("y", shop: "shop-c", category: "audio"),
            ],
            notes: [])
        #expect(try catalog.products(relatedTo: "a", limit: 10).map(\.id) == ["c", "x", "b", "e", "d"])
        #expect(try catalog.products(relatedTo: "a", limit: 3).map(\.id) == ["c", "x", "b"])
        #expect(try catalog.products(relatedTo: "a", limit: 0).isEmpty)
        #expect(try catalog.products(relatedTo: "y", limit: 10).map(\.id) == ["x"])
    }

    @Test func danglingReferencesAreWarningsWithTheirPaths() throws {
        let catalog = try Catalog(
            products: [Self.product("a", related: ["b", "ghost"]), Self.product("b")],
            notes: [Self.note("n-1", about: ["a", "phantom"], day: 1)])
        #expect(
            catalog.warnings == [
                .danglingReference(
                    file: "products.json", path: "[0].relatedProductIds[1]", missingID: "ghost"),
                .danglingReference(file: "notes.json", path: "[0].productIds[1]", missingID: "phantom"),
            ])
        #expect(
            catalog.warnings[0].description
                == "warning: products.json: [0].relatedProductIds[1]: no product \"ghost\"; the reference is ignored"
        )
        #expect(try catalog.notes(about: "a", limit: 5).map(\.id) == ["n-1"])
    }

    @Test func notesAreNewestFirstWithTiesInFileOrderAndLimited() throws {
        let catalog = try Catalog(
            products: [Self.product("a"), Self.product("b")],
            notes: [
                Self.note("old", about: ["a"], day: 1), Self.note("new", about: ["a", "b"], day: 9),
                Self.note("tie-1", about: ["a"], day: 5), Self.note("tie-2", about: ["a", "a"], day: 5),
            ])
        #expect(try catalog.notes(about: "a", limit: 10).map(\.id) == ["new", "tie-1", "tie-2", "old"])
        #expect(try catalog.notes(about: "a", limit: 2).map(\.id) == ["new", "tie-1"])
        #expect(try catalog.notes(about: "b", limit: 10).map(\.id) == ["new"])
    }

    @Test func unknownIDSuggestsUpToThreeCloseIDs() throws {
        let catalog = try Catalog(
            products: ["p-001", "p-002", "p-010", "q-999", "p-100"].map { Self.product($0) }, notes: [])
        let expected = CatalogError.unknownProduct(id: "p-0001", suggestions: ["p-001", "p-002", "p-010"])
        #expect(throws: expected) { try catalog.product(id: "p-0001") }
        #expect(
            expected.description
                == "unknown product id \"p-0001\"; did you mean \"p-001\", \"p-002\", \"p-010\"?")
        #expect(throws: CatalogError.unknownProduct(id: "banana", suggestions: [])) {
            try catalog.notes(about: "banana", limit: 3)
        }
        #expect(
            CatalogError.unknownProduct(id: "banana", suggestions: []).description
                == "unknown product id \"banana\"")
    }

    @Test func duplicateIDsInMemoryAreRejected() {
        #expect(
            throws: CatalogError.duplicateID(
                file: "products.json", id: "a", firstIndex: 0, duplicateIndex: 2, location: nil)
        ) {
            try Catalog(products: [Self.product("a"), Self.product("b"), Self.product("a")], notes: [])
        }
    }

    @Test func applyingChangesPriceStockAndNotes() throws {
        let catalog = try Catalog(
            products: [Self.product("a"), Self.product("b")], notes: [Self.note("n-1", about: ["a"], day: 3)])
        let repriced = try catalog.applying(
            .setPrice(productID: "a", price: Money(minorUnits: 980, currency: .usd)))
        #expect(try repriced.product(id: "a").price == Money(minorUnits: 980, currency: .usd))
        #expect(try catalog.product(id: "a").price.minorUnits == 1000)
        let restocked = try repriced.applying(.setStock(productID: "b", stock: 0))
        #expect(try restocked.product(id: "b").stock == 0)
        let noted = try restocked.applying(.addNote(Self.note("n-2", about: ["a", "b"], day: 2)))
        #expect(try noted.notes(about: "a", limit: 5).map(\.id) == ["n-1", "n-2"])
        #expect(try noted.notes(about: "b", limit: 5).map(\.id) == ["n-2"])
        let newest = try noted.applying(.addNote(Self.note("n-3", about: ["a"], day: 9)))
        #expect(try newest.notes(about: "a", limit: 5).map(\.id) == ["n-3", "n-1", "n-2"])
        #expect(throws: CatalogError.unknownProduct(id: "zzz", suggestions: [])) {
            try catalog.applying(.setStock(productID: "zzz", stock: 1))
        }
        #expect(throws: CatalogError.self) {
            try catalog.applying(.addNote(Self.note("n-1", about: ["a"], day: 1)))
        }
    }
}
