import CatalogFixtures
import CatalogKit
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `sources` group: how changes get into a live page from outside, with the
/// `product-detail` built beside this executable running `--watch --format json` on a
/// generated catalog (1,000,000 products; a few thousand in a smoke run), as a user would:
///
/// - files written just before the start: CPU in the 10 s after the first page (the unchanged
///   bytes must be hashed, not parsed again);
/// - one price edited in place: time until the page shows it, and the CPU it took;
/// - `products.json` renamed over with 1,000 prices changed: time until the page shows it;
/// - `notes.json` renamed over with one new note about the product: time until the page shows
///   it;
/// - a change feed of 10,000 price changes through a FIFO (`--changes FIFO --format json`), from
///   its first byte to the exit, at 1,000,000 products and beside 100,000.
func runSourcesBenchmarks(_ reporter: BenchmarkReporter) {
    let group = "sources"
    guard FileManager.default.isExecutableFile(atPath: CommandRun.executable.path) else {
        print(
            "sources: product-detail is not built beside benchmarks; build both with `swift build -c release`"
        )
        return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "detailstack-sources-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let large = reporter.isSmoke ? 4_000 : 1_000_000
    let middle = reporter.isSmoke ? 1_000 : 100_000
    let master = root.appendingPathComponent("master-\(large)")
    guard (try? generateCatalog(products: large, into: master)) != nil else {
        print("sources: cannot write the catalog")
        return
    }
    let quiet = reporter.isSmoke ? 1.0 : 10.0
    // Files copied just before the start: written a moment ago, as an export that just finished.
    if let data = try? copy(master, to: root.appendingPathComponent("fresh")),
        let run = CommandRun(["--watch", "--format", "json", "--data", data.path]),
        run.waitForLine(0, seconds: 300) != nil, let start = run.cpuSeconds
    {
        Thread.sleep(forTimeInterval: quiet)
        if let end = run.cpuSeconds {
            reporter.record(
                group: group,
                name:
                    "files written just before the start, n=\(large): CPU in the \(Int(quiet)) s after the first page",
                value: end - start, unit: "s", target: 1.0)
        }
        run.stop()
    }
    // One price edited in place.
    if let data = try? copy(master, to: root.appendingPathComponent("edited")),
        let (product, run) = watch(data)
    {
        defer { run.stop() }
        let shown = run.lines.count
        let cpu = run.cpuSeconds ?? 0
        let start = DispatchTime.now().uptimeNanoseconds
        if (try? editPriceInPlace(of: product, in: data.appendingPathComponent("products.json"))) != nil,
            let line = run.waitForLine(
                after: shown, seconds: 60, where: { $0.contains("\"type\":\"change\"") })
        {
            reporter.record(
                group: group, name: "one price edited in place → page shows it, n=\(large)",
                value: milliseconds(from: start, to: line.at), unit: "ms", target: 1_000)
            reporter.record(
                group: group, name: "one price edited in place → page shows it, n=\(large): CPU",
                value: (run.cpuSeconds ?? cpu) - cpu, unit: "s", target: 1.5)
        } else {
            print("sources: the edited price never showed")
        }
    }
    // products.json renamed over, 1,000 prices changed.
    if let data = try? copy(master, to: root.appendingPathComponent("renamed")),
        let (product, run) = watch(data)
    {
        defer { run.stop() }
        let file = data.appendingPathComponent("products.json")
        let next = data.appendingPathComponent("products.json.next")
        if (try? changePrices(in: file, every: large / 1_000, including: product, to: next)) != nil {
            let shown = run.lines.count
            let start = DispatchTime.now().uptimeNanoseconds
            rename(next.path, file.path)
            if let line = run.waitForLine(
                after: shown, seconds: 60, where: { $0.contains("\"type\":\"change\"") })
            {
                reporter.record(
                    group: group, name: "products.json renamed over, 1,000 prices changed → page, n=\(large)",
                    value: milliseconds(from: start, to: line.at), unit: "ms", target: 2_000)
            } else {
                print("sources: the renamed products never showed")
            }
        }
    }
    // notes.json renamed over with one new note about the product.
    if let data = try? copy(master, to: root.appendingPathComponent("notes")),
        let (product, run) = watch(data)
    {
        defer { run.stop() }
        let file = data.appendingPathComponent("notes.json")
        let next = data.appendingPathComponent("notes.json.next")
        if (try? addNote(about: product, in: file, to: next)) != nil {
            let shown = run.lines.count
            let start = DispatchTime.now().uptimeNanoseconds
            rename(next.path, file.path)
            if let line = run.waitForLine(
                after: shown, seconds: 60, where: { $0.contains("Benchmark note 1") })
            {
                reporter.record(
                    group: group,
                    name: "notes.json renamed over, one new note about the product → page, n=\(large)",
                    value: milliseconds(from: start, to: line.at), unit: "ms", target: 1_000)
            } else {
                print("sources: the new note never showed")
            }
        }
    }
    // A change feed through a FIFO, at two sizes.
    let changes = reporter.isSmoke ? 500 : 10_000
    let middleMaster = root.appendingPathComponent("master-\(middle)")
    guard (try? generateCatalog(products: middle, into: middleMaster)) != nil else { return }
    guard let middleTime = feed(changes, into: middleMaster, root: root),
        let largeTime = feed(changes, into: master, root: root)
    else { return }
    reporter.record(
        group: group, name: "feed of \(changes) price changes, first byte to exit, n=\(middle)",
        value: middleTime, unit: "ms")
    reporter.record(
        group: group, name: "feed of \(changes) price changes, first byte to exit, n=\(large)",
        value: largeTime, unit: "ms", target: 2_000)
    reporter.record(
        group: group,
        name: "feed of \(changes) price changes, first byte to exit, n=\(large) (vs n=\(middle))",
        value: largeTime, unit: "ms", baseline: middleTime, target: 2)
}

/// A fresh copy of `directory`'s data files, written now.
private func copy(_ directory: URL, to destination: URL) throws -> URL {
    try? FileManager.default.removeItem(at: destination)
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    for name in ["products.json", "notes.json"] {
        try FileManager.default.copyItem(
            at: directory.appendingPathComponent(name), to: destination.appendingPathComponent(name))
    }
    return destination
}

/// Starts `--watch --format json` on the first product of `data`, its files dated an hour back
/// (a catalog that has been sitting), and waits for its first page.
private func watch(_ data: URL) -> (product: String, run: CommandRun)? {
    let hourAgo = Date().addingTimeInterval(-3_600)
    for name in ["products.json", "notes.json"] {
        try? FileManager.default.setAttributes(
            [.modificationDate: hourAgo], ofItemAtPath: data.appendingPathComponent(name).path)
    }
    guard let product = firstProductID(in: data.appendingPathComponent("products.json")),
        let run = CommandRun(["--watch", "--format", "json", "--product", product, "--data", data.path]),
        run.waitForLine(0, seconds: 300) != nil
    else {
        print("sources: --watch showed no page")
        return nil
    }
    // The first look after the load; then the page is idle.
    Thread.sleep(forTimeInterval: 1)
    return (product, run)
}

private func firstProductID(in file: URL) -> String? {
    guard let handle = try? FileHandle(forReadingFrom: file), let head = try? handle.read(upToCount: 4_096),
        let text = String(data: head, encoding: .utf8), let range = text.range(of: "\"id\":\"")
    else { return nil }
    return String(text[range.upperBound...].prefix { $0 != "\"" })
}

/// Rewrites the price of `product` in place: the same number of digits, so the file keeps its
/// size (the edit a user makes in an editor that writes the file in place).
private func editPriceInPlace(of product: String, in file: URL) throws {
    let handle = try FileHandle(forUpdating: file)
    defer { try? handle.close() }
    guard let head = try handle.read(upToCount: 1 << 16), let text = String(data: head, encoding: .utf8),
        let productRange = text.range(of: "\"id\":\"\(product)\""),
        let priceRange = text.range(of: "\"price\":", range: productRange.upperBound..<text.endIndex)
    else { throw CocoaError(.fileReadCorruptFile) }
    let digits = text[priceRange.upperBound...].prefix { $0.isNumber }
    let offset = text.utf8.distance(from: text.startIndex, to: priceRange.upperBound)
    // The first digit moves by one (1…9 stays a leading digit).
    let first = digits.first?.wholeNumberValue ?? 1
    let changed = String((first % 9) + 1) + digits.dropFirst()
    try handle.seek(toOffset: UInt64(offset))
    try handle.write(contentsOf: Data(changed.utf8))
}

/// Writes `file` to `destination` with the price of every `step`-th product (and `product`'s)
/// one higher.
private func changePrices(in file: URL, every step: Int, including product: String, to destination: URL)
    throws
{
    let bytes = try Data(contentsOf: file)
    var output = Data()
    output.reserveCapacity(bytes.count + 4_096)
    let marker = Array("\"price\":".utf8)
    let id = Array("\"id\":\"\(product)\"".utf8)
    var index = 0
    var seen = 0
    var copied = 0
    var isShownProduct = false
    bytes.withUnsafeBytes { raw in
        let base = raw.bindMemory(to: UInt8.self)
        while index + marker.count < base.count {
            if base[index] == UInt8(ascii: "{") {
                isShownProduct = base[index + 1..<Swift.min(base.count, index + 1 + id.count)].elementsEqual(
                    id)
            }
            if base[index] == UInt8(ascii: "\""), base[index..<index + marker.count].elementsEqual(marker) {
                let start = index + marker.count
                var end = start
                while end < base.count, base[end] >= 0x30, base[end] <= 0x39 { end += 1 }
                if seen % Swift.max(1, step) == 0 || isShownProduct,
                    let price = Int(String(decoding: base[start..<end], as: UTF8.self))
                {
                    output.append(contentsOf: base[copied..<start])
                    output.append(contentsOf: Array(String(price + 1).utf8))
                    copied = end
                }
                seen += 1
                index = end
                continue
            }
            index += 1
        }
        output.append(contentsOf: base[copied...])
    }
    try output.write(to: destination)
}

/// Writes `file` to `destination` with one more note, about `product`, at its end.
private func addNote(about product: String, in file: URL, to destination: URL) throws {
    var bytes = try Data(contentsOf: file)
    guard let close = bytes.lastIndex(of: UInt8(ascii: "]")) else { throw CocoaError(.fileReadCorruptFile) }
    let note =
        #",{"id":"n-benchmark-1","title":"Benchmark note 1","editor":"編集部","publishedAt":"2026-11-29T12:00:00Z","productIds":[""#
        + product + #""],"shopId":"shop-0001","summary":"Arrived."}"# + "\n"
    bytes.insert(contentsOf: Data(note.utf8), at: close)
    try bytes.write(to: destination)
}

/// `--changes FIFO --format json` on `data` with `changes` price changes written into the
/// FIFO by this process: the milliseconds from the first byte written to the exit.
private func feed(_ changes: Int, into data: URL, root: URL) -> Double? {
    let fifo = root.appendingPathComponent("changes-\(changes).fifo").path
    unlink(fifo)
    guard mkfifo(fifo, 0o600) == 0,
        let products = try? Catalog.load(from: data).products.prefix(1_000).map(\.id),
        let run = CommandRun(["--changes", fifo, "--format", "json", "--data", data.path])
    else { return nil }
    defer { run.stop() }
    guard run.waitForLine(0, seconds: 300) != nil else {
        print("sources: --changes showed no page")
        return nil
    }
    var text = ""
    for index in 0..<changes {
        text +=
            #"{"type":"price","productId":"\#(products[index % products.count])","price":\#(1_000 + index)}"#
            + "\n"
    }
    let writer = open(fifo, O_WRONLY)
    guard writer >= 0 else { return nil }
    let start = DispatchTime.now().uptimeNanoseconds
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        written += count
    }
    close(writer)
    guard let exit = run.waitForExit(seconds: 120), exit.status == 0 else {
        print("sources: --changes did not exit 0 (\(run.exit.map { String($0.status) } ?? "still running"))")
        return nil
    }
    return milliseconds(from: start, to: exit.at)
}
