import CatalogFixtures
import CatalogKit
import Foundation
import Relay
import RelayTesting
import SectionKit
import Testing

@testable import ProductDetail

/// The README's view-model test, as written there (with its inputs defined here), so the
/// example cannot rot.
@MainActor
@Suite struct ReadmeExampleTests {
    let products = SmallCatalog.products
    let notes = SmallCatalog.notes
    let fixedDate = FixedClock.now

    @Test func aPriceChangeReachesThePageInOneUpdate() throws {
        let scheduler = TestScheduler()
        let repository = InMemoryProductRepository(
            catalog: try Catalog(products: products, notes: notes), scheduler: scheduler)
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
