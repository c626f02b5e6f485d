import CatalogFixtures
import CatalogKit
import Foundation
import Relay
import RelayTesting
import SectionKit
import TestSupport
import Testing

@testable import ProductDetail

/// Incremental equals from scratch: random sequences of catalog changes reach several live
/// pages through change routing and coalescing, and after each sequence every live page equals
/// the page a fresh view model builds from the catalog the sequence ended with. The live pages
/// stay alive from one sequence to the next, as a service's pages would.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct LivePageModelTests {
    /// A page kept live through a sequence, with the virtual times of its published updates.
    @MainActor
    final class LivePage {
        let viewModel: ProductDetailViewModel
        let updateTimes = Locked<[Int]>([])
        let lastPage = Locked<DetailPage?>(nil)
        let bag = DisposeBag()

        init(viewModel: ProductDetailViewModel, scheduler: TestScheduler) {
            self.viewModel = viewModel
            let times = updateTimes
            let last = lastPage
            viewModel.updates
                .subscribe(onNext: { update in
                    times.withLock { $0.append(scheduler.clock) }
                    last.withLock { $0 = update.page }
                })
                .disposed(by: bag)
        }
    }

    static let shownProducts: [(String, UserType)] = [
        ("p-1", .normal), ("p-1", .premium), ("p-2", .normal), ("p-5", .premium), ("t-1", .normal),
        ("t-2", .premium),
    ]

    static func baseProducts() -> [Product] {
        var products = (1...8).map { index in
            SmallCatalog.product(
                "p-\(index)", price: 1_000 + index * 100, related: index == 1 ? ["p-3", "t-1"] : [])
        }
        for index in 1...4 {
            var product = SmallCatalog.product("t-\(index)", price: 500 * index)
            product.shopID = "shop-t"
            product.category = index % 2 == 0 ? "tea" : "coffee"
            products.append(product)
        }
        return products
    }

    /// 1,000 sequences at full scale (20 at small) in ten runs (one seed each), yielding the
    /// main actor between sequences so that other main-actor tests keep going meanwhile.
    @Test(.serialized, arguments: 0..<10)
    func everyLivePageEqualsAFreshPageAfterRandomChanges(run: Int) async throws {
        let scheduler = TestScheduler()
        let base = try Catalog(products: Self.baseProducts(), notes: SmallCatalog.notes)
        let repository = InMemoryProductRepository(catalog: base, scheduler: scheduler)
        let pages = Self.shownProducts.map { id, userType in
            LivePage(
                viewModel: ProductDetailViewModel(
                    productID: id, userType: userType, repository: repository, scheduler: scheduler,
                    now: FixedClock.now),
                scheduler: scheduler)
        }
        scheduler.advance(to: 10)
        let loaded = pages.allSatisfy(\.viewModel.isLoaded)
        #expect(loaded)
        var random = SplitMix64(seed: 0x11FE &+ UInt64(run))
        var noteNumber = 0
        for sequence in 0..<TestScale.size(full: 100, small: 2) {
            try runSequence(
                sequence, on: repository, scheduler: scheduler, pages: pages, random: &random,
                noteNumber: &noteNumber)
            await Task.yield()
        }
    }

    private func runSequence(
        _ sequence: Int, on repository: InMemoryProductRepository, scheduler: TestScheduler,
        pages: [LivePage],
        random: inout SplitMix64, noteNumber: inout Int
    ) throws {
        let start = scheduler.clock
        var removed: [Product] = []
        for _ in 0..<(1 + Int(random.next() % 8)) {
            let catalog = try #require(repository.currentCatalog)
            let products = Array(catalog.products)
            let target = products[Int(random.next() % UInt64(products.count))]
            switch random.next() % 8 {
            case 0:
                repository.apply(
                    .setPrice(
                        productID: target.id,
                        price: Money(minorUnits: Int(random.next() % 10_000), currency: target.price.currency)
                    ))
            case 1:
                repository.apply(.setStock(productID: target.id, stock: Int(random.next() % 12)))
            case 2:
                noteNumber += 1
                let about = [target.id] + (random.next() % 2 == 0 ? [products[0].id] : [])
                repository.apply(
                    .addNote(
                        SmallCatalog.note(
                            "n-new-\(noteNumber)", about: about, daysBeforeNow: Int(random.next() % 30))))
            case 3:
                // Through the change path: a product edited, removed or put back, as a feed says.
                var edited = target
                switch random.next() % 4 {
                case 0:
                    edited.category = edited.category == "tea" ? "coffee" : "tea"
                    repository.apply(.upsertProduct(edited))
                case 1:
                    edited.shopID = edited.shopID == "shop-t" ? "shop-a" : "shop-t"
                    repository.apply(.upsertProduct(edited))
                case 2:
                    if products.count > 2 {
                        removed.append(target)
                        repository.apply(.removeProduct(id: target.id))
                    }
                default:
                    if !removed.isEmpty { repository.apply(.upsertProduct(removed.removeFirst())) }
                }
            case 4:
                // A note replaced (other products, another date) or removed.
                let notes = Array(catalog.notes)
                guard !notes.isEmpty else { break }
                var note = notes[Int(random.next() % UInt64(notes.count))]
                if random.next() % 3 == 0 {
                    repository.apply(.removeNote(id: note.id))
                } else {
                    note.productIDs = [target.id] + note.productIDs.prefix(1)
                    note.publishedAt = FixedClock.now.addingTimeInterval(-Double(random.next() % 30) * 86_400)
                    repository.apply(.upsertNote(note))
                }
            default:
                var edited = products
                let index = Int(random.next() % UInt64(edited.count))
                switch random.next() % 4 {
                case 0:
                    let pool = edited.map(\.id) + ["p-missing"]
                    edited[index].relatedProductIDs = (0..<Int(random.next() % 4)).map { _ in
                        pool[Int(random.next() % UInt64(pool.count))]
                    }
                case 1:
                    if edited.count > 2 { removed.append(edited.remove(at: index)) }
                case 2:
                    if !removed.isEmpty { edited.insert(removed.removeFirst(), at: index) }
                default:
                    edited[index].category = edited[index].category == "tea" ? "coffee" : "tea"
                }
                repository.replace(with: try Catalog(products: edited, notes: Array(catalog.notes)))
            }
            // Each change gets its own turns; everything it causes happens at this tick.
            scheduler.advance(by: 5)
        }
        // Shown products that were removed come back, so every page can be compared.
        if !removed.isEmpty {
            let catalog = try #require(repository.currentCatalog)
            repository.replace(
                with: try Catalog(products: Array(catalog.products) + removed, notes: Array(catalog.notes)))
            scheduler.advance(by: 5)
        }
        let final = try #require(repository.currentCatalog)
        // The fresh page reads a catalog built from scratch from the final products and notes,
        // so the changed catalog's overlays (group members, notes by product) are checked too.
        let rebuilt = try Catalog(products: Array(final.products), notes: Array(final.notes))
        let freshScheduler = TestScheduler()
        let freshRepository = InMemoryProductRepository(catalog: rebuilt, scheduler: freshScheduler)
        for page in pages {
            let fresh = ProductDetailViewModel(
                productID: page.viewModel.productID, userType: page.viewModel.userType,
                repository: freshRepository,
                scheduler: freshScheduler, now: FixedClock.now)
            freshScheduler.advance(to: freshScheduler.clock + 10)
            #expect(
                page.viewModel.page == fresh.page,
                "sequence \(sequence), page \(page.viewModel.productID) \(page.viewModel.userType)")
            #expect(page.lastPage.withLock { $0 } == page.viewModel.page, "the page shown was published")
            // Loading takes several turns at time 0; from then on, each change is one turn.
            let times = page.updateTimes.withLock { $0 }.filter { $0 > start }
            #expect(
                Set(times).count == times.count,
                "one coalesced update per turn, got \(times) for \(page.viewModel.productID)")
        }
    }
}
