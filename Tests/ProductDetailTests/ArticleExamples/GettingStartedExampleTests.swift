// ProductDetail.docc/GettingStarted.md from "Change the catalog in memory" on: one test file,
// word for word (ArticleExampleTests checks it).

// example: productdetail-getting-started
import CatalogKit
import Foundation
import ProductDetail
import Relay
import RelayTesting
import SectionKit
import Testing

let fixedDate = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30T00:00:00Z

/// Three kettles at ¥1,200: p-1 lists the other two as related; a note is about p-1.
func sampleCatalog() throws -> Catalog {
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

@Test func aQueryAnswersAgainWhenAChangeTouchesIt() throws {
    let scheduler = TestScheduler()
    let repository = InMemoryProductRepository(catalog: try sampleCatalog(), scheduler: scheduler)
    let prices = scheduler.createObserver(Int.self)
    let subscription = repository.product(id: "p-2").map(\.price.minorUnits).subscribe(prices)
    defer { subscription.dispose() }

    scheduler.scheduleAt(100) {
        repository.apply(.setPrice(productID: "p-2", price: Money(minorUnits: 990, currency: .jpy)))
    }
    scheduler.start()

    #expect(prices.events == [.next(0, 1_200), .next(100, 990)])
}

@MainActor
@Test func aPriceChangeReachesThePage() throws {
    let scheduler = TestScheduler()
    let repository = InMemoryProductRepository(catalog: try sampleCatalog(), scheduler: scheduler)
    let viewModel = ProductDetailViewModel(
        productID: "p-1", userType: .premium, repository: repository, scheduler: scheduler,
        now: fixedDate)
    let updates = scheduler.createObserver(PageUpdate.self)
    let subscription = viewModel.updates.subscribe(updates.observer)
    defer { subscription.dispose() }
    scheduler.advance(by: 10)

    let before = updates.events.count
    repository.apply(.setPrice(productID: "p-2", price: Money(minorUnits: 990, currency: .jpy)))
    scheduler.advance(by: 10)
    #expect(updates.events.count == before + 1)
    #expect(viewModel.page.section("relatedProducts")?.text.joined().contains("¥990") == true)
}
// end example
