import CatalogFixtures
import CatalogKit
import Dispatch
import Foundation
import ProductDetail
import Relay
import SectionKit

#if canImport(Glibc)
    import Glibc
#endif

/// The `catalog` group: load time, throughput and peak memory at 1,000 / 100,000 /
/// 1,000,000 products (with the split between decoding and `Catalog`'s indexing, and the
/// decoder against Foundation's `JSONDecoder` at 100,000), query latency (p50, p99) in the
/// loaded index, and the same queries through the repository's hop to its background
/// scheduler.
///
/// Also the time from creating a `ProductDetailViewModel` to its first complete page, for
/// the shipped `Data/` and for a generated catalog of 100,000 products.
///
/// Catalogs are generated into a temporary directory first (not timed) and removed after.
func runCatalogBenchmarks(_ reporter: BenchmarkReporter) {
    let group = "catalog"
    if let shipped = PackageRoot.enclosing(#filePath)?.appendingPathComponent("Data") {
        recordFirstCompletePage(reporter, group: group, directory: shipped, label: "shipped data")
    }
    let sizes = reporter.isSmoke ? [1_000] : [1_000, 100_000, 1_000_000]
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("detailstack-catalog-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    var loadMillisecondsAt100k: Double?
    var coldMillisecondsAt100k: Double?

    for size in sizes {
        let directory = root.appendingPathComponent("\(size)")
        let bytesOnDisk: Int
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            bytesOnDisk = try CatalogGenerator(seed: 42).write(productCount: size, to: directory)
        } catch {
            print("catalog: cannot generate \(size) products in \(directory.path): \(error)")
            return
        }

        var catalog = Catalog.empty
        let loadNanoseconds = reporter.nanosecondsPerOperation(
            operations: 1, runs: size >= 1_000_000 ? 3 : 5, setup: { catalog = .empty },
            { _ in catalog = (try? Catalog.load(from: directory)) ?? .empty })
        precondition(catalog.products.count == size, "the generated catalog must load")
        let loadMilliseconds = loadNanoseconds / 1_000_000
        if size == 1_000_000, let loadMillisecondsAt100k {
            // In one process, a repeated 100k load reuses memory the allocator kept, and a 1M
            // load cannot: the growth target is on the loads in their own processes, below.
            reporter.record(
                group: group, name: "load n=\(size) (vs n=100000, repeated in one process)",
                value: loadMilliseconds, unit: "ms", baseline: loadMillisecondsAt100k)
        } else {
            reporter.record(group: group, name: "load n=\(size)", value: loadMilliseconds, unit: "ms")
        }
        if size == 100_000 { loadMillisecondsAt100k = loadMilliseconds }
        let coldRuns = reporter.isSmoke ? 1 : size >= 1_000_000 ? 3 : 5
        if let medians = ColdLoad.medians(of: directory, runs: coldRuns) {
            let cold = medians.nanoseconds / 1_000_000
            // As the table measured it, in its own process, above the process's
            // memory before the load.
            reporter.record(
                group: group, name: "peak memory of a load in its own process n=\(size) (vs size on disk)",
                value: medians.peakBytes / 1_048_576, unit: "MiB", baseline: Double(bytesOnDisk) / 1_048_576,
                target: size >= 100_000 ? 1.5 : nil)
            if size == 1_000_000, let coldMillisecondsAt100k {
                reporter.record(
                    group: group, name: "load in its own process n=\(size) (vs n=100000)", value: cold,
                    unit: "ms", baseline: coldMillisecondsAt100k, target: 11)
            } else {
                reporter.record(
                    group: group, name: "load in its own process n=\(size)", value: cold, unit: "ms")
            }
            if size == 100_000 { coldMillisecondsAt100k = cold }
        } else {
            print("catalog: a load of \(directory.path) in its own process failed")
        }
        let megabytes = Double(bytesOnDisk) / 1_000_000
        reporter.record(
            group: group, name: "load throughput n=\(size)", value: megabytes / (loadMilliseconds / 1_000),
            unit: "MB/s")
        if size >= 1_000_000 {
            // A throughput floor as a time ceiling: the time 300 MB/s would take is the baseline.
            reporter.record(
                group: group, name: "load n=\(size) (vs the time at 300 MB/s)", value: loadMilliseconds,
                unit: "ms", baseline: megabytes / 300 * 1_000, target: 1)
        }
        // The split runs without the loaded catalog, so its memory figure starts clean.
        catalog = .empty
        recordLoadSplit(
            reporter, group: group, directory: directory, size: size, bytesOnDisk: bytesOnDisk,
            loadMilliseconds: loadMilliseconds)
        if size == 100_000 || (reporter.isSmoke && size == sizes.last) {
            recordFoundationComparison(reporter, group: group, directory: directory, size: size)
        }

        // Peak memory of one load: release everything, reset the kernel's high-water mark,
        // load, and read how far above the starting point the process peaked.
        catalog = .empty
        if let start = ProcessMemory.resetPeak() {
            catalog = (try? Catalog.load(from: directory)) ?? .empty
            if let peak = ProcessMemory.peakSinceReset() {
                // Information: a load after others in one process, beside memory the earlier
                // ones may still be giving back; the target is on the load in its own process.
                reporter.record(
                    group: group, name: "peak memory of a load n=\(size), in one process (vs size on disk)",
                    value: Double(peak - start) / 1_048_576, unit: "MiB",
                    baseline: Double(bytesOnDisk) / 1_048_576)
            }
        } else {
            catalog = (try? Catalog.load(from: directory)) ?? .empty
            reporter.record(
                group: group, name: "process peak memory after loading n=\(size) (vs size on disk)",
                value: Double(ProcessMemory.peakBytes()) / 1_048_576, unit: "MiB",
                baseline: Double(bytesOnDisk) / 1_048_576, target: size >= 100_000 ? 1.5 : nil)
        }

        let ids = sampleIDs(of: catalog, count: reporter.isSmoke ? 200 : 20_000)
        let related = latencies(of: ids) { id in _ = try? catalog.products(relatedTo: id, limit: 10) }
        let notes = latencies(of: ids) { id in _ = try? catalog.notes(about: id, limit: 3) }
        reporter.record(
            group: group, name: "products(relatedTo:) p50 n=\(size)", value: related.p50, unit: "µs")
        reporter.record(
            group: group, name: "products(relatedTo:) p99 n=\(size)", value: related.p99, unit: "µs",
            target: size >= 1_000_000 ? 50 : nil)
        reporter.record(group: group, name: "notes(about:) p50 n=\(size)", value: notes.p50, unit: "µs")
        reporter.record(
            group: group, name: "notes(about:) p99 n=\(size)", value: notes.p99, unit: "µs",
            target: size >= 1_000_000 ? 50 : nil)

        if size == 100_000 || (reporter.isSmoke && size == sizes.last) {
            recordFirstCompletePage(reporter, group: group, directory: directory, label: "n=\(size)")
        }

        if size == sizes.last {
            let repository = JSONProductRepository(directory: directory)
            let hops = latencies(of: Array(ids.prefix(reporter.isSmoke ? 50 : 2_000))) { id in
                waitForFirst(repository.products(relatedTo: id, limit: 10))
            }
            reporter.record(
                group: group, name: "repository.products(relatedTo:) incl. scheduler hop p50 n=\(size)",
                value: hops.p50, unit: "µs")
            reporter.record(
                group: group, name: "repository.products(relatedTo:) incl. scheduler hop p99 n=\(size)",
                value: hops.p99, unit: "µs")
        }
        catalog = .empty
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Splits one load's time: decoding both files (reading, parsing, joining, the id indexes)
/// against the rest of `Catalog.load`, which is indexing by shop, category and note.
private func recordLoadSplit(
    _ reporter: BenchmarkReporter, group: String, directory: URL, size: Int, bytesOnDisk: Int,
    loadMilliseconds: Double
) {
    let decoder = CatalogDecoder()
    var count = 0
    let decodeNanoseconds = reporter.nanosecondsPerOperation(operations: 1, runs: size >= 1_000_000 ? 3 : 5) {
        let decoded = try? decoder.decodeFiles(
            products: .file(directory.appendingPathComponent("products.json"), name: "products.json"),
            notes: .file(directory.appendingPathComponent("notes.json"), name: "notes.json"))
        count = decoded?.products?.entities.count ?? 0
    }
    precondition(count == size, "the generated catalog must decode")
    let decodeMilliseconds = decodeNanoseconds / 1_000_000
    reporter.record(
        group: group, name: "load n=\(size): decoding both files", value: decodeMilliseconds, unit: "ms")
    reporter.record(
        group: group, name: "load n=\(size): Catalog indexing (load minus decoding)",
        value: max(0, loadMilliseconds - decodeMilliseconds), unit: "ms")
    // The decoder's own share of a load's peak memory: the same measure as the load's.
    if let start = ProcessMemory.resetPeak() {
        let decoded = try? decoder.decodeFiles(
            products: .file(directory.appendingPathComponent("products.json"), name: "products.json"),
            notes: .file(directory.appendingPathComponent("notes.json"), name: "notes.json"))
        if let peak = ProcessMemory.peakSinceReset() {
            reporter.record(
                group: group, name: "load n=\(size): peak memory of decoding (vs size on disk)",
                value: Double(peak - start) / 1_048_576, unit: "MiB",
                baseline: Double(bytesOnDisk) / 1_048_576)
        }
        withExtendedLifetime(decoded) {}
    }
}

/// The decoder against Foundation's `JSONDecoder` on the same files, each reading and
/// decoding both files: the ratio is the decoder's time over Foundation's.
private func recordFoundationComparison(
    _ reporter: BenchmarkReporter, group: String, directory: URL, size: Int
) {
    let productsURL = directory.appendingPathComponent("products.json")
    let notesURL = directory.appendingPathComponent("notes.json")
    let decoder = CatalogDecoder()
    var count = 0
    let ours = reporter.nanosecondsPerOperation(operations: 1, runs: 5) {
        let decoded = try? decoder.decodeFiles(
            products: .file(productsURL, name: "products.json"), notes: .file(notesURL, name: "notes.json"))
        count = decoded?.products?.entities.count ?? 0
    }
    precondition(count == size, "the generated catalog must decode")
    let foundation = reporter.nanosecondsPerOperation(operations: 1, runs: reporter.isSmoke ? 1 : 3) {
        guard let products = try? Data(contentsOf: productsURL), let notes = try? Data(contentsOf: notesURL),
            let decodedProducts = try? FoundationCatalog.decoder().decode(
                [FoundationCatalog.Product].self, from: products),
            let decodedNotes = try? FoundationCatalog.decoder().decode(
                [FoundationCatalog.Note].self, from: notes)
        else { preconditionFailure("Foundation must decode the generated catalog") }
        count = decodedProducts.count + decodedNotes.count
    }
    reporter.record(
        group: group, name: "Foundation JSONDecoder, both files n=\(size)", value: foundation / 1_000_000,
        unit: "ms")
    reporter.record(
        group: group, name: "CatalogDecoder, both files n=\(size) (vs JSONDecoder)", value: ours / 1_000_000,
        unit: "ms", baseline: foundation / 1_000_000, target: 1.0 / 6)
}

/// Times creating a view model of the catalog's first product until its page is complete
/// and rendered (premium layout, the larger one), on the main thread, with every scheduler immediate (so the page completes
/// inside the initializer). The catalog is loaded before timing starts.
private func recordFirstCompletePage(
    _ reporter: BenchmarkReporter, group: String, directory: URL, label: String
) {
    let repository = JSONProductRepository(directory: directory, scheduler: ImmediateScheduler.instance)
    guard let productID = repository.currentCatalog?.products.first?.id else {
        print("catalog: cannot load \(directory.path) for the view-model figure")
        return
    }
    let nanoseconds = reporter.nanosecondsPerOperation(operations: 1, runs: reporter.isSmoke ? 3 : 21) {
        MainActor.assumeIsolated {
            let viewModel = ProductDetailViewModel(
                productID: productID, userType: .premium, repository: repository,
                scheduler: ImmediateScheduler.instance, now: Date(timeIntervalSince1970: 1_795_996_800))
            precondition(viewModel.isLoaded, "an immediate scheduler completes the page in init")
            _ = PlainTextRenderer().render(viewModel.page)
        }
    }
    reporter.record(
        group: group, name: "view model to first complete page (\(label))", value: nanoseconds / 1_000_000,
        unit: "ms")
}

/// Product ids spread evenly over the catalog.
private func sampleIDs(of catalog: Catalog, count: Int) -> [String] {
    let products = Array(catalog.products)
    let step = max(1, products.count / count)
    return stride(from: 0, to: products.count, by: step).prefix(count).map { products[$0].id }
}

/// Times each call separately and returns the 50th and 99th percentiles in microseconds.
private func latencies(of ids: [String], _ body: (String) -> Void) -> (p50: Double, p99: Double) {
    for id in ids.prefix(100) { body(id) }
    var samples: [Double] = []
    samples.reserveCapacity(ids.count)
    for id in ids {
        let start = BenchmarkReporter.monotonicNanoseconds()
        body(id)
        samples.append(Double(BenchmarkReporter.monotonicNanoseconds() - start) / 1_000)
    }
    samples.sort()
    func percentile(_ fraction: Double) -> Double {
        samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]
    }
    return (percentile(0.5), percentile(0.99))
}

/// Subscribes and blocks until the first element or error (with a generous timeout).
private func waitForFirst<Element: Sendable>(_ source: Observable<Element>) {
    let done = Locked(false)
    let finish: @Sendable () -> Void = {
        done.withLock { $0 = true }
        done.notifyAll()
    }
    let subscription = source.take(1).subscribe(onError: { _ in finish() }, onCompleted: finish)
    done.wait(until: { $0 }, deadline: DispatchTime.now().uptimeNanoseconds + 30_000_000_000)
    subscription.dispose()
}
