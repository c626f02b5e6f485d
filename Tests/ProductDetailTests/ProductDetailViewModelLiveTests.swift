import CatalogFixtures
import CatalogKit
import Foundation
import Relay
import RelayTesting
import SectionKit
import Testing

@testable import ProductDetail

/// The view model on the real in-memory repository: what reaches a page when the catalog
/// changes, and what does not.
@MainActor
@Suite struct ProductDetailViewModelLiveTests {
    let scheduler = TestScheduler()
    let repository: InMemoryProductRepository

    init() {
        var products = SmallCatalog.products
        var teapot = SmallCatalog.product("t-1")
        teapot.shopID = "shop-t"
        teapot.category = "tea"
        products.append(teapot)
        repository = InMemoryProductRepository(
            catalog: SmallCatalog.catalog(products: products), scheduler: scheduler)
    }

    func makeViewModel(_ id: String, userType: UserType = .normal) -> ProductDetailViewModel {
        ProductDetailViewModel(
            productID: id, userType: userType, repository: repository, scheduler: scheduler,
            now: FixedClock.now)
    }

    @Test func aPageThatDoesNotShowTheChangedProductReceivesNothing() {
        let teaPage = makeViewModel("t-1")
        let coffeePage = makeViewModel("p-1", userType: .premium)
        let teaUpdates = scheduler.createObserver(PageUpdate.self)
        let coffeeUpdates = scheduler.createObserver(PageUpdate.self)
        let bag = DisposeBag()
        teaPage.updates.subscribe(teaUpdates.observer).disposed(by: bag)
        coffeePage.updates.subscribe(coffeeUpdates.observer).disposed(by: bag)
        scheduler.advance(to: 10)
        let (tea, coffee) = (teaUpdates.events.count, coffeeUpdates.events.count)
        repository.apply(.setPrice(productID: "p-2", price: Money(minorUnits: 990, currency: .jpy)))
        scheduler.advance(to: 20)
        #expect(teaUpdates.events.count == tea)
        #expect(coffeeUpdates.events.count == coffee + 1)
        #expect(coffeePage.page.section("relatedProducts")?.text.joined().contains("¥990") == true)
    }

    @Test func aChangeShowsOnceThePageHoldsWhatItMadeAndNoOtherChangeIsTakenForIt() {
        let viewModel = makeViewModel("p-1")
        scheduler.advance(to: 10)
        let price = CatalogChange.setPrice(productID: "p-2", price: Money(minorUnits: 990, currency: .jpy))
        let stock = CatalogChange.setStock(productID: "p-1", stock: 7)
        let note = CatalogChange.addNote(SmallCatalog.note("n-9", daysBeforeNow: 0))
        let elsewhere = CatalogChange.setPrice(productID: "t-1", price: Money(minorUnits: 1, currency: .jpy))
        #expect([price, stock, note, elsewhere].allSatisfy { !viewModel.shows($0) })
        repository.apply(price)
        repository.apply(elsewhere)
        #expect(!viewModel.shows(price), "not before the page has it")
        scheduler.advance(to: 20)
        #expect(viewModel.shows(price))
        #expect(
            !viewModel.shows(stock) && !viewModel.shows(note), "the related products changed, nothing else")
        #expect(!viewModel.shows(elsewhere), "t-1 is not on p-1's page")
        repository.apply(stock)
        repository.apply(note)
        scheduler.advance(to: 30)
        #expect(viewModel.shows(stock) && viewModel.shows(note))
        #expect(viewModel.shows(price))
    }

    @Test func everyKindOfChangeShowsOnceThePageHoldsWhatItLeft() {
        let viewModel = makeViewModel("p-1")
        scheduler.advance(to: 10)
        let amount = CatalogChange.setPriceAmount(productID: "p-3", minorUnits: 4_400)
        let renamed = CatalogChange.upsertProduct(SmallCatalog.product("p-4", name: "Kettle, renamed"))
        let removed = CatalogChange.removeProduct(id: "p-2")
        let upserted = CatalogChange.upsertNote(SmallCatalog.note("n-7", daysBeforeNow: 1))
        let unnoted = CatalogChange.removeNote(id: "n-1")
        let changes = [amount, renamed, removed, upserted, unnoted]
        #expect(changes.allSatisfy { !viewModel.shows($0) }, "none is on the page yet")
        for change in changes { repository.apply(change) }
        #expect(changes.allSatisfy { !viewModel.shows($0) }, "not before the page has them")
        scheduler.advance(to: 20)
        for change in changes { #expect(viewModel.shows(change), "\(change)") }
        #expect(!viewModel.shows(.setPriceAmount(productID: "p-3", minorUnits: 4_401)))
        #expect(!viewModel.shows(.removeProduct(id: "p-3")), "p-3 is still a related product")
        #expect(!viewModel.shows(.removeNote(id: "n-2")), "n-2 is still among the notes")
    }

    @Test func aProductRemovedByAReloadKeepsItsPageAndComesBack() throws {
        let viewModel = makeViewModel("p-2")
        let failures = scheduler.createObserver(ProductDetailFailure.self)
        let bag = DisposeBag()
        viewModel.failure.subscribe(failures.observer).disposed(by: bag)
        scheduler.advance(to: 10)
        let loadedPage = viewModel.page
        let catalog = try #require(repository.currentCatalog)
        let withoutP2 = Array(catalog.products).filter { $0.id != "p-2" }
        repository.replace(with: try Catalog(products: withoutP2, notes: SmallCatalog.notes))
        scheduler.advance(to: 20)
        #expect(viewModel.page == loadedPage, "the last good page stays")
        guard case .unknownProduct(let id, _) = failures.elements.last else {
            Issue.record("expected an unknown-product failure, got \(failures.elements)")
            return
        }
        #expect(id == "p-2")
        var back = SmallCatalog.product("p-2", price: 4_321)
        back.stock = 0
        repository.replace(with: try Catalog(products: withoutP2 + [back], notes: SmallCatalog.notes))
        scheduler.advance(to: 30)
        let summary = viewModel.page.section("summary")?.text.joined(separator: "\n") ?? ""
        #expect(summary.contains("¥4,321"), "the page follows the product again:\n\(summary)")
        #expect(failures.events.count == 1)
    }
}
