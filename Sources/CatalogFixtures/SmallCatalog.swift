import CatalogKit
import Foundation

/// A tiny in-memory catalog: product `p-1` with three related products and two notes.
package enum SmallCatalog {
    package static func product(
        _ id: String, name: String? = nil, price: Int = 1_200, currency: Currency = .jpy,
        related: [String] = []
    ) -> Product {
        Product(
            id: id, shopID: "shop-a", name: name ?? "Kettle \(id)", brand: "Kissa", category: "coffee",
            price: Money(minorUnits: price, currency: currency), rating: 4.5, reviewCount: 1_284, stock: 3,
            tags: [], relatedProductIDs: related, imageSymbol: "☕️",
            updatedAt: Date(timeIntervalSince1970: 1_795_000_000))
    }

    package static func note(_ id: String, about products: [String] = ["p-1"], daysBeforeNow: Int) -> Note {
        Note(
            id: id, title: "Note \(id)", editor: "編集部",
            publishedAt: FixedClock.now.addingTimeInterval(-Double(daysBeforeNow) * 86_400),
            productIDs: products,
            shopID: "shop-a", summary: "A slow morning.")
    }

    package static let products = [
        product("p-1", related: ["p-2", "p-3", "p-4"]), product("p-2"), product("p-3"), product("p-4"),
        product("p-5"), product("p-6"),
    ]

    package static let notes = [note("n-1", daysBeforeNow: 3), note("n-2", daysBeforeNow: 20)]

    package static func catalog(products: [Product] = products, notes: [Note] = notes) -> Catalog {
        do {
            return try Catalog(products: products, notes: notes)
        } catch {
            preconditionFailure("the small catalog is valid: \(error)")
        }
    }
}
