// CatalogKit.docc/ChangesFromOutside.md, word for word (ProductDetailTests'
// ArticleExampleTests checks it).

// example: change-feed-test
import CatalogKit
import Foundation
import Relay
import RelayTesting
import Testing

@Test func aFeedsLinesReachTheCatalogAndABadOneIsReported() throws {
    let kettle = Product(
        id: "p-1", shopID: "shop-a", name: "Kettle", brand: "Kissa", category: "coffee",
        price: Money(minorUnits: 1_200, currency: .jpy), rating: 4.5, reviewCount: 10, stock: 3,
        tags: [], relatedProductIDs: [], imageSymbol: "☕️", updatedAt: Date(timeIntervalSince1970: 0))
    let scheduler = TestScheduler()
    let repository = InMemoryProductRepository(
        catalog: try Catalog(products: [kettle], notes: []), scheduler: scheduler)
    let feed = ChangeFeed(name: "changes.jsonl", repository: repository)
    let problems = scheduler.createObserver(ChangeFeedProblem.self)
    let subscription = feed.problems.subscribe(problems.observer)
    defer { subscription.dispose() }

    let lines = """
        {"type":"price","productId":"p-1","price":990}
        {"type":"stock","productId":"p-9","stock":1}
        {"type":"stock","productId":"p-1","stock":0}

        """
    feed.consume(Array(lines.utf8))
    feed.finishInput()
    scheduler.advance(by: 1)

    let catalog = try #require(repository.currentCatalog)
    #expect(try catalog.product(id: "p-1").price.minorUnits == 990)
    #expect(try catalog.product(id: "p-1").stock == 0)
    #expect(problems.events.map(\.value.element?.line) == [2])
    #expect(feed.currentProgress.isFinished)
}
// end example
