import CatalogFixtures
import CatalogKit
import Dispatch
import Foundation
import ProductDetail
import Relay
import SectionKit

/// The `live` group: what one change costs on the way from the catalog to the pages.
///
/// - `apply → catalog published`: `repository.apply(.setPrice)` on the repository's own
///   queue until the new catalog reaches a subscriber, at 10,000 and 1,000,000 products
///   (median of 300 changes; the ratio should stay near 1: a change copies one chunk).
/// - Memory of a 1,000,000-product repository after 10,000 changes beside after its load.
/// - At 100,000 products, with view models (on the main thread, immediate schedulers, so the
///   figure is the work itself without thread hops): the cost of a change no page shows with
///   10,000 live pages beside 1; change → affected page published (p99) with 1,000 pages; and
///   tearing 10,000 pages down.
@MainActor
func runLiveBenchmarks(_ reporter: BenchmarkReporter) {
    let group = "live"
    let small = reporter.isSmoke ? 1_000 : 10_000
    let large = reporter.isSmoke ? 2_000 : 1_000_000
    let middle = reporter.isSmoke ? 1_000 : 100_000
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "detailstack-live-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }

    guard let smallCatalog = generatedCatalog(products: small, in: root, keepsFiles: true) else { return }
    let smallMedian = applyToPublishedMicroseconds(smallCatalog, changes: reporter.isSmoke ? 20 : 300)
    reporter.record(
        group: group, name: "apply → catalog published n=\(small)", value: smallMedian, unit: "µs")
    do {
        guard let largeCatalog = generatedCatalog(products: large, in: root, keepsFiles: true) else { return }
        let largeMedian = applyToPublishedMicroseconds(largeCatalog, changes: reporter.isSmoke ? 20 : 300)
        reporter.record(
            group: group, name: "apply → catalog published n=\(large) (vs n=\(small))", value: largeMedian,
            unit: "µs", baseline: smallMedian, target: 1.5)
        reporter.record(
            group: group, name: "apply → catalog published n=\(large)", value: largeMedian, unit: "µs",
            target: 50)
        recordMemoryAfterChanges(
            reporter, group: group, catalog: largeCatalog, changes: reporter.isSmoke ? 200 : 10_000)
    }
    if let middleCatalog = generatedCatalog(products: middle, in: root.appendingPathComponent("pages")) {
        recordPages(reporter, group: group, catalog: middleCatalog)
    }
    recordCommand(
        reporter, group: group, small: (small, root.appendingPathComponent("\(small)")),
        large: (large, root.appendingPathComponent("\(large)")))
}

/// Generates a catalog of `products` products into `root/products` and loads it; the files
/// stay for the command-line figures when `keepsFiles`.
private func generatedCatalog(products: Int, in root: URL, keepsFiles: Bool = false) -> Catalog? {
    let directory = root.appendingPathComponent("\(products)")
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try CatalogGenerator(seed: 42).write(productCount: products, to: directory)
        let catalog = try Catalog.load(from: directory)
        if !keepsFiles { try? FileManager.default.removeItem(at: directory) }
        return catalog
    } catch {
        print("live: cannot generate and load \(products) products: \(error)")
        return nil
    }
}

/// The median time from `apply` to the new catalog reaching a subscriber.
private func applyToPublishedMicroseconds(_ catalog: Catalog, changes: Int) -> Double {
    let repository = InMemoryProductRepository(catalog: catalog)
    let published = Locked(0)
    let subscription = repository.updates.skip(1).subscribe(onNext: { _ in
        published.withLock { $0 += 1 }
        published.notifyAll()
    })
    defer { subscription.dispose() }
    var random = SplitMix64(seed: 9)
    var samples: [Double] = []
    let products = Array(catalog.products)
    for index in 0..<(changes + 20) {
        let product = products[Int(random.next() % UInt64(products.count))]
        let price = Money(minorUnits: 100 + index, currency: product.price.currency)
        let start = BenchmarkReporter.monotonicNanoseconds()
        repository.apply(.setPrice(productID: product.id, price: price))
        published.wait(until: { $0 > index })
        if index >= 20 { samples.append(Double(BenchmarkReporter.monotonicNanoseconds() - start) / 1_000) }
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Resident memory after `changes` random price and stock changes, beside after the load.
private func recordMemoryAfterChanges(
    _ reporter: BenchmarkReporter, group: String, catalog: Catalog, changes: Int
) {
    guard let afterLoad = ProcessMemory.residentBytes() else { return }
    let repository = InMemoryProductRepository(catalog: catalog)
    let counted = Locked(0)
    let subscription = repository.updates.skip(1).subscribe(onNext: { _ in
        counted.withLock { $0 += 1 }
        counted.notifyAll()
    })
    var random = SplitMix64(seed: 11)
    let products = Array(catalog.products)
    for index in 0..<changes {
        let product = products[Int(random.next() % UInt64(products.count))]
        repository.apply(
            index % 2 == 0
                ? .setPrice(
                    productID: product.id, price: Money(minorUnits: index, currency: product.price.currency))
                : .setStock(productID: product.id, stock: index % 50))
    }
    counted.wait(until: { $0 >= changes })
    subscription.dispose()
    guard let afterChanges = ProcessMemory.residentBytes() else { return }
    reporter.record(
        group: group,
        name: "resident memory n=\(catalog.products.count) after \(changes) changes (vs after load)",
        value: Double(afterChanges) / 1_048_576, unit: "MiB", baseline: Double(afterLoad) / 1_048_576,
        target: 1.2)
    withExtendedLifetime(repository) {}
}

/// View models on one repository: a change no page shows, an affected page's latency, and
/// tearing pages down.
@MainActor
private func recordPages(_ reporter: BenchmarkReporter, group: String, catalog: Catalog) {
    let repository = InMemoryProductRepository(catalog: catalog, scheduler: ImmediateScheduler.instance)
    let products = Array(catalog.products.prefix(20_000))
    let manyPages = reporter.isSmoke ? 200 : 10_000
    let somePages = reporter.isSmoke ? 100 : 1_000
    func makePages(_ count: Int) -> [ProductDetailViewModel] {
        (0..<count).map { index in
            ProductDetailViewModel(
                productID: products[index % products.count].id, userType: index % 2 == 0 ? .normal : .premium,
                repository: repository, scheduler: ImmediateScheduler.instance,
                now: Date(timeIntervalSince1970: 1_795_996_800))
        }
    }
    // A product no page shows: not a page's own product, nor among its related products.
    var shown: Set<String> = []
    for index in 0..<min(manyPages, products.count) {
        let id = products[index].id
        shown.insert(id)
        for related in (try? catalog.products(relatedTo: id, limit: 10)) ?? [] { shown.insert(related.id) }
    }
    guard let unseen = catalog.products.last(where: { !shown.contains($0.id) }) else {
        print("live: every product is shown by some page; no unseen change to measure")
        return
    }
    func costOfUnseenChange() -> Double {
        var price = 100
        return reporter.nanosecondsPerOperation(operations: 200, runs: 7) {
            for _ in 0..<200 {
                price += 1
                repository.apply(
                    .setPrice(
                        productID: unseen.id, price: Money(minorUnits: price, currency: unseen.price.currency)
                    ))
            }
        } / 1_000
    }
    var pages = makePages(1)
    let alone = costOfUnseenChange()
    pages = makePages(manyPages)
    let crowded = costOfUnseenChange()
    reporter.record(
        group: group, name: "change no page shows, \(manyPages) live pages (vs 1)", value: crowded,
        unit: "µs",
        baseline: alone, target: 1.5)

    BackgroundRelease.drain()
    let teardownStart = BenchmarkReporter.monotonicNanoseconds()
    pages = []
    let teardown = Double(BenchmarkReporter.monotonicNanoseconds() - teardownStart) / 1_000_000
    BackgroundRelease.drain()
    let freed = Double(BenchmarkReporter.monotonicNanoseconds() - teardownStart) / 1_000_000
    reporter.record(
        group: group, name: "tear down \(manyPages) live pages (main thread)", value: teardown, unit: "ms",
        target: 100)
    reporter.record(
        group: group, name: "… until their memory is freed (utility queue)", value: freed, unit: "ms")
    BackgroundRelease.drain()
    precondition(repository.liveQueryCount == 0, "every query ends with its page")

    pages = makePages(somePages)
    let published = Locked(0)
    let bag = DisposeBag()
    for page in pages {
        page.updates.subscribe(onNext: { _ in published.withLock { $0 += 1 } }).disposed(by: bag)
    }
    var samples: [Double] = []
    var random = SplitMix64(seed: 5)
    for index in 0..<(reporter.isSmoke ? 50 : 1_000) {
        let page = pages[Int(random.next() % UInt64(pages.count))]
        guard let product = try? catalog.product(id: page.productID) else { continue }
        let before = published.withLock { $0 }
        let start = BenchmarkReporter.monotonicNanoseconds()
        repository.apply(
            .setPrice(
                productID: product.id,
                price: Money(minorUnits: 10_000 + index, currency: product.price.currency)))
        let elapsed = Double(BenchmarkReporter.monotonicNanoseconds() - start) / 1_000_000
        precondition(published.withLock { $0 } > before, "the page showing the product is published")
        samples.append(elapsed)
    }
    samples.sort()
    reporter.record(
        group: group,
        name: "change → affected page published p99, \(somePages) pages n=\(catalog.products.count)",
        value: samples[min(samples.count - 1, samples.count * 99 / 100)], unit: "ms", target: 5)
    withExtendedLifetime(pages) {}
}
