// README.md, "The product detail view model", word for word (ReadmeExampleTests checks it).

// example: product-page
import CatalogKit
import Foundation
import ProductDetail
import Relay
import RelayTesting
import SectionKit
import Testing

@MainActor
@Suite struct ProductPageTests {
    let fixedDate = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T00:00:00Z

    /// p-1 with two related products, and a note about p-1.
    func catalog() throws -> Catalog {
        func kettle(_ id: String, related: [String] = []) -> Product {
            Product(
                id: id, shopID: "shop-a", name: "Kettle \(id)", brand: "Kissa", category: "coffee",
                price: Money(minorUnits: 1_200, currency: .jpy), rating: 4.5, reviewCount: 12, stock: 3,
                tags: [], relatedProductIDs: related, imageSymbol: "☕️", updatedAt: fixedDate)
        }
        let note = Note(
            id: "n-1", title: "Slow mornings", editor: "Kissa", publishedAt: fixedDate, productIDs: ["p-1"],
            shopID: "shop-a", summary: "Three kettles, one ritual.")
        return try Catalog(
            products: [kettle("p-1", related: ["p-2", "p-3"]), kettle("p-2"), kettle("p-3")], notes: [note])
    }

    @Test func aPriceChangeReachesThePageInOneUpdate() throws {
        let scheduler = TestScheduler()
        let repository = InMemoryProductRepository(catalog: try catalog(), scheduler: scheduler)
        let viewModel = ProductDetailViewModel(
            productID: "p-1", userType: .premium, repository: repository, scheduler: scheduler,
            now: fixedDate)
        let updates = scheduler.createObserver(PageUpdate.self)
        let subscription = viewModel.updates.subscribe(updates.observer)
        defer { subscription.dispose() }
        scheduler.advance(by: 10)
        #expect(viewModel.isLoaded)

        let before = updates.events.count
        repository.apply(.setPrice(productID: "p-2", price: Money(minorUnits: 990, currency: .jpy)))
        scheduler.advance(by: 10)
        #expect(updates.events.count == before + 1)  // one coalesced update
        #expect(viewModel.page.section("relatedProducts")?.text.joined().contains("¥990") == true)
    }
}
// end example
