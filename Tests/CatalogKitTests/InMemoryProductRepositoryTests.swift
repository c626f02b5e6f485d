import CatalogFixtures
import Foundation
import Relay
import RelayTesting
import Testing

@testable import CatalogKit

/// The repository core on virtual time: what each change re-runs, and what it does not.
@Suite struct InMemoryProductRepositoryTests {
    let scheduler = TestScheduler()
    let repository: InMemoryProductRepository

    init() {
        // Two shops, so a change in one does not touch the other's related products.
        var products = SmallCatalog.products
        products.append(
            Product(
                id: "t-1", shopID: "shop-t", name: "Teapot", brand: "Chaya", category: "tea",
                price: Money(minorUnits: 3_000, currency: .jpy), rating: 4, reviewCount: 2, stock: 9,
                tags: [],
                relatedProductIDs: [], imageSymbol: "🫖", updatedAt: FixedClock.now))
        repository = InMemoryProductRepository(
            catalog: SmallCatalog.catalog(products: products), scheduler: scheduler)
    }

    private func price(_ minorUnits: Int, of id: String) -> CatalogChange {
        .setPrice(productID: id, price: Money(minorUnits: minorUnits, currency: .jpy))
    }

    @Test func aQueryWhoseProductDidNotChangeReceivesNothing() {
        let teapot = scheduler.createObserver(Product.self)
        let related = scheduler.createObserver([Product].self)
        let notes = scheduler.createObserver([Note].self)
        let bag = DisposeBag()
        repository.product(id: "t-1").subscribe(teapot.observer).disposed(by: bag)
        repository.products(relatedTo: "t-1", limit: 5).subscribe(related.observer).disposed(by: bag)
        repository.notes(about: "t-1", limit: 5).subscribe(notes.observer).disposed(by: bag)
        scheduler.advance(to: 10)
        #expect(teapot.events.count == 1)
        #expect(related.events.count == 1)
        #expect(notes.events.count == 1)
        repository.apply(price(900, of: "p-3"))
        repository.apply(.addNote(SmallCatalog.note("n-5", about: ["p-2"], daysBeforeNow: 1)))
        repository.apply(.setStock(productID: "p-1", stock: 0))
        scheduler.advance(to: 20)
        #expect(repository.currentCatalog.map { try? $0.product(id: "p-1").stock } == 0)
        #expect(teapot.events.count == 1)
        #expect(related.events.count == 1)
        #expect(notes.events.count == 1)
    }

    @Test func onlyTheQueriesAChangeTouchesRunAgain() throws {
        let product = scheduler.createObserver(Product.self)
        let related = scheduler.createObserver([Product].self)
        let notes = scheduler.createObserver([Note].self)
        let bag = DisposeBag()
        repository.product(id: "p-1").subscribe(product.observer).disposed(by: bag)
        repository.products(relatedTo: "p-1", limit: 3).subscribe(related.observer).disposed(by: bag)
        repository.notes(about: "p-1", limit: 2).subscribe(notes.observer).disposed(by: bag)
        scheduler.advance(to: 10)
        repository.apply(price(700, of: "p-2"))  // shown among the related products only
        scheduler.advance(to: 20)
        #expect(product.events.count == 1)
        #expect(try related.elements.last.map { try #require($0.first).price.minorUnits } == 700)
        #expect(related.events.count == 2)
        #expect(notes.events.count == 1)
        repository.apply(price(800, of: "p-5"))  // same shop, but past the limit of 3: not shown
        scheduler.advance(to: 30)
        #expect(related.events.count == 2)
        repository.apply(.addNote(SmallCatalog.note("n-9", about: ["p-1"], daysBeforeNow: 0)))
        scheduler.advance(to: 40)
        #expect(notes.elements.last?.map(\.id) == ["n-9", "n-1"])
        #expect(product.events.count == 1)
        #expect(related.events.count == 2)
    }

    @Test func aReloadRunsTheQueriesOfChangedGroupsAndProducts() throws {
        let related = scheduler.createObserver([Product].self)
        let bag = DisposeBag()
        repository.products(relatedTo: "p-1", limit: 10).subscribe(related.observer).disposed(by: bag)
        scheduler.advance(to: 10)
        #expect(related.elements.last?.map(\.id) == ["p-2", "p-3", "p-4", "p-5", "p-6"])
        var products = Array(try #require(repository.currentCatalog).products)
        products.removeAll { $0.id == "p-5" }
        products[products.firstIndex { $0.id == "t-1" }!].shopID = "shop-a"
        repository.replace(with: try Catalog(products: products, notes: SmallCatalog.notes))
        scheduler.advance(to: 20)
        #expect(related.elements.last?.map(\.id) == ["p-2", "p-3", "p-4", "p-6", "t-1"])
        #expect(related.events.count == 2)
    }

    @Test func aRemovedProductFailsItsQueryWithSuggestions() throws {
        let product = scheduler.createObserver(Product.self)
        let bag = DisposeBag()
        repository.product(id: "p-6").subscribe(product.observer).disposed(by: bag)
        scheduler.advance(to: 10)
        let products = Array(try #require(repository.currentCatalog).products).filter { $0.id != "p-6" }
        repository.replace(with: try Catalog(products: products, notes: SmallCatalog.notes))
        scheduler.advance(to: 20)
        #expect(product.events.count == 2)
        let error = try #require(product.events.last?.value.error as? CatalogError)
        guard case .unknownProduct(let id, let suggestions) = error else {
            Issue.record("expected unknownProduct, got \(error)")
            return
        }
        #expect(id == "p-6")
        #expect(suggestions.contains("p-1"))
        #expect(repository.liveQueryCount == 0)
    }

    @Test func changesMadeBeforeTheFirstCatalogAreAppliedAfterIt() throws {
        let loading = InMemoryProductRepository(scheduler: scheduler)
        let product = scheduler.createObserver(Product.self)
        let bag = DisposeBag()
        loading.product(id: "p-1").subscribe(product.observer).disposed(by: bag)
        loading.apply(price(1_500, of: "p-1"))
        scheduler.advance(to: 10)
        #expect(product.events.isEmpty)
        loading.replace(with: SmallCatalog.catalog())
        scheduler.advance(to: 20)
        #expect(product.elements.map(\.price.minorUnits) == [1_200, 1_500])
    }

    @Test func theFirstFailureFailsWaitingQueriesAndLaterOnesKeepTheCatalog() {
        let loading = InMemoryProductRepository(scheduler: scheduler)
        let product = scheduler.createObserver(Product.self)
        let errors = scheduler.createObserver(CatalogError.self)
        let bag = DisposeBag()
        loading.product(id: "p-1").subscribe(product.observer).disposed(by: bag)
        loading.errors.subscribe(errors.observer).disposed(by: bag)
        loading.fail(.emptyFile(file: "products.json"))
        scheduler.advance(to: 10)
        #expect(product.events.count == 1)
        #expect(product.events.first?.value.error != nil)
        repository.fail(.emptyFile(file: "notes.json"))
        scheduler.advance(to: 20)
        #expect(repository.currentCatalog != nil)
        #expect(errors.events.count == 1)
    }

    @Test func disposingQueriesForgetsThemAndTheirDependencies() {
        var subscriptions: [any Disposable] = []
        for index in 0..<200 {
            let id = ["p-1", "p-2", "t-1"][index % 3]
            subscriptions.append(repository.products(relatedTo: id, limit: 3).subscribe(onNext: { _ in }))
            subscriptions.append(repository.notes(about: id, limit: 3).subscribe(onNext: { _ in }))
        }
        scheduler.advance(to: 10)
        #expect(repository.liveQueryCount == 400)
        for subscription in subscriptions { subscription.dispose() }
        #expect(repository.liveQueryCount == 0)
        // Disposed before they ever ran: never registered.
        let early = repository.product(id: "p-1").subscribe(onNext: { _ in })
        early.dispose()
        scheduler.advance(to: 20)
        #expect(repository.liveQueryCount == 0)
    }

    @Test func aCatalogReplacedByAMuchSmallerOneIsPublishedAsEverythingAndSmallChangesExactly() throws {
        let template = SmallCatalog.products[0]
        let many = (0..<5_000).map { number in
            Product(
                id: "m-\(number)", shopID: template.shopID, name: template.name, brand: template.brand,
                category: template.category, price: template.price, rating: template.rating,
                reviewCount: template.reviewCount, stock: template.stock, tags: template.tags,
                relatedProductIDs: [], imageSymbol: template.imageSymbol, updatedAt: template.updatedAt)
        }
        let repository = InMemoryProductRepository(
            catalog: SmallCatalog.catalog(products: many), scheduler: scheduler)
        let updates = scheduler.createObserver(CatalogUpdate.self)
        let bag = DisposeBag()
        repository.updates.subscribe(updates.observer).disposed(by: bag)
        scheduler.advance(to: 10)
        repository.replace(with: SmallCatalog.catalog())
        scheduler.advance(to: 20)
        // 5,000 products gone: a delta naming each would outlive the catalog it describes.
        let replaced = try #require(updates.elements.last)
        #expect(replaced.delta.isEverything)
        #expect(replaced.catalog.products.count == SmallCatalog.products.count)
        repository.apply(price(900, of: "p-1"))
        scheduler.advance(to: 30)
        #expect(updates.elements.last?.delta == CatalogDelta(products: ["p-1"]))
    }

    @Test func aDeltaPastItsBoundSaysEverythingChanged() {
        let delta = CatalogDelta(products: ["p-1", "p-2"], notes: ["n-1"], groups: [.shop("shop-a")])
        #expect(delta.count == 4)
        #expect(delta.bounded(by: 4) == delta)
        #expect(delta.bounded(by: 3) == .everything)
    }
}
