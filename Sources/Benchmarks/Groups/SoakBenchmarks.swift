import CatalogFixtures
import CatalogKit
import Dispatch
import Foundation
import Relay

#if canImport(Glibc)
    import Glibc
#endif

/// The `soak` group: `product-detail` run as an operator runs it, for long, beside files other
/// programs write, and signalled at any moment:
///
/// - `--simulate` for 100,000 changes on the shipped data: resident memory after 2,000, 20,000
///   and 100,000 changes (data the changes add, the notes, may grow; nothing else);
/// - `--watch` on a 100,000-product catalog while its files are written 1,000 times (in place,
///   renamed over, in partial writes; bad states among them): the longest time between a good
///   file landing and the page showing it, and that every good state was shown;
/// - a good file 0.7 s after a bad one: the time until it shows, each time;
/// - a 1,000,000-product catalog replaced by the shipped one: resident memory 30 s later;
/// - signals at random moments in every mode: every exit is 128 + the signal;
/// - `kill -TERM` with standard output blocked: the exit and how long it took;
/// - a 4 GB sparse `products.json` and `[` followed by 200 MB of spaces: the time to the error
///   and the peak memory.
///
/// `--smoke` runs each at a small size and a few seconds.
func runSoakBenchmarks(_ reporter: BenchmarkReporter) {
    let group = "soak"
    guard FileManager.default.isExecutableFile(atPath: CommandRun.executable.path) else {
        print("soak: product-detail is not built beside benchmarks; build both with `swift build -c release`")
        return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("detailstack-soak-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let smoke = reporter.isSmoke
    simulatedMemory(reporter, group: group, changes: smoke ? 2_000 : 100_000)
    let middle = root.appendingPathComponent("catalog")
    guard (try? generateCatalog(products: smoke ? 2_000 : 100_000, into: middle)) != nil else { return }
    rewrites(reporter, group: group, master: middle, root: root, count: smoke ? 20 : 1_000)
    goodAfterBad(reporter, group: group, master: middle, root: root, times: smoke ? 2 : 5)
    replacedCatalogMemory(
        reporter, group: group, products: smoke ? 4_000 : 1_000_000, root: root, waiting: smoke ? 3 : 30)
    signals(reporter, group: group, master: middle, root: root, runs: smoke ? 6 : 60)
    blockedOutput(reporter, group: group)
    bigInputs(reporter, group: group, root: root, spaces: smoke ? 20 << 20 : 200 << 20)
}

func generateCatalog(products: Int, into directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try CatalogGenerator(seed: 42).write(productCount: products, to: directory)
}

/// The shipped `Data/`, found from this file's path.
private let shippedData = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data")

private func simulatedMemory(_ reporter: BenchmarkReporter, group: String, changes: Int) {
    guard
        let run = CommandRun([
            "--simulate", "--interval", "1", "--count", "\(changes)", "--format", "json", "--data",
            shippedData.path,
        ])
    else { return }
    defer { run.stop() }
    var samples: [(changes: Int, megabytes: Double)] = []
    for checkpoint in [changes / 50, changes / 5, changes] {
        // The page, then one line per change shown.
        guard run.waitForLine(checkpoint, seconds: Double(changes) / 100 + 60) != nil,
            let megabytes = run.residentMegabytes
        else { break }
        samples.append((checkpoint, megabytes))
        reporter.record(
            group: group, name: "--simulate on the shipped data: resident memory after \(checkpoint) changes",
            value: megabytes, unit: "MB")
    }
    if samples.count >= 2 {
        reporter.record(
            group: group,
            name:
                "--simulate: resident memory after \(samples[1].changes) changes (vs after \(samples[0].changes))",
            value: samples[1].megabytes, unit: "MB", baseline: samples[0].megabytes, target: 1.5)
    }
    if samples.count == 3 {
        reporter.record(
            group: group,
            name:
                "--simulate: resident memory after \(samples[2].changes) changes (vs after \(samples[0].changes))",
            value: samples[2].megabytes, unit: "MB", baseline: samples[0].megabytes)
    }
}

/// A copy of `master`'s files in `root/name`, dated an hour back.
private func copyCatalog(_ master: URL, to root: URL, name: String) -> URL? {
    let directory = root.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: directory)
    guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
    else { return nil }
    let hourAgo = Date().addingTimeInterval(-3_600)
    for file in ["products.json", "notes.json"] {
        guard
            (try? FileManager.default.copyItem(
                at: master.appendingPathComponent(file), to: directory.appendingPathComponent(file))) != nil
        else { return nil }
        try? FileManager.default.setAttributes(
            [.modificationDate: hourAgo], ofItemAtPath: directory.appendingPathComponent(file).path)
    }
    return directory
}

/// The products file's text with the first product named `name`: a mark the page shows, that
/// nothing else on it has.
private func withName(_ text: String, _ name: String) -> String? {
    guard let start = text.range(of: "\"name\":\""),
        let end = text[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return text.replacingCharacters(in: start.upperBound..<end, with: name)
}

private func firstProduct(in text: String) -> String? {
    guard let range = text.range(of: "\"id\":\"") else { return nil }
    return String(text[range.upperBound...].prefix { $0 != "\"" })
}

/// How a rewrite reaches the file.
private enum Rewrite: CaseIterable {
    case inPlace, renamed, partial, badThenGood
}

private func write(_ text: String, to file: URL, how: Rewrite) {
    let bytes = Array(text.utf8)
    switch how {
    case .inPlace:
        guard let handle = try? FileHandle(forWritingTo: file) else { return }
        try? handle.truncate(atOffset: 0)
        try? handle.write(contentsOf: Data(bytes))
        try? handle.close()
    case .renamed, .badThenGood:
        let next = file.appendingPathExtension("next")
        if how == .badThenGood {
            try? Data(bytes.prefix(bytes.count / 3)).write(to: next)
            rename(next.path, file.path)
            Thread.sleep(forTimeInterval: 0.3)
        }
        try? Data(bytes).write(to: next)
        rename(next.path, file.path)
    case .partial:
        // Another program rewriting the file in place in a few writes, a moment apart.
        guard let handle = try? FileHandle(forWritingTo: file) else { return }
        try? handle.truncate(atOffset: 0)
        let piece = Swift.max(1, bytes.count / 4)
        var offset = 0
        while offset < bytes.count {
            try? handle.write(contentsOf: Data(bytes[offset..<Swift.min(bytes.count, offset + piece)]))
            offset += piece
            Thread.sleep(forTimeInterval: 0.05)
        }
        try? handle.close()
    }
}

private func rewrites(_ reporter: BenchmarkReporter, group: String, master: URL, root: URL, count: Int) {
    guard let data = copyCatalog(master, to: root, name: "rewrites"),
        let text = try? String(contentsOf: data.appendingPathComponent("products.json"), encoding: .utf8),
        let product = firstProduct(in: text),
        let run = CommandRun(["--watch", "--format", "json", "--product", product, "--data", data.path]),
        run.waitForLine(0, seconds: 120) != nil
    else {
        print("soak: --watch showed no page")
        return
    }
    defer { run.stop() }
    let file = data.appendingPathComponent("products.json")
    var longest = 0.0
    var missed = 0
    var random = SplitMix64(seed: 23)
    let start = run.residentMegabytes ?? 0
    for index in 0..<count {
        let mark = "Soak rewrite \(index)"
        guard let next = withName(text, mark) else { return }
        let shown = run.lines.count
        let how = Rewrite.allCases[Int(random.next() % UInt64(Rewrite.allCases.count))]
        write(next, to: file, how: how)
        let landed = DispatchTime.now().uptimeNanoseconds
        guard
            let line = run.waitForLine(after: shown, seconds: 10, where: { $0.contains(mark) })
        else {
            missed += 1
            continue
        }
        longest = Swift.max(longest, milliseconds(from: landed, to: line.at))
    }
    reporter.record(
        group: group,
        name: "\(count) rewrites under --watch (in place, renamed, partial, bad first): longest stale window",
        value: longest, unit: "ms", target: 2_000)
    reporter.record(
        group: group, name: "\(count) rewrites under --watch: good states never shown", value: Double(missed),
        unit: "rewrites", target: 0)
    if let end = run.residentMegabytes {
        reporter.record(
            group: group, name: "\(count) rewrites under --watch: resident memory (vs after the load)",
            value: end,
            unit: "MB", baseline: start, target: 1.5)
    }
}

private func goodAfterBad(_ reporter: BenchmarkReporter, group: String, master: URL, root: URL, times: Int) {
    guard let data = copyCatalog(master, to: root, name: "bad-good"),
        let text = try? String(contentsOf: data.appendingPathComponent("products.json"), encoding: .utf8),
        let product = firstProduct(in: text),
        let run = CommandRun(["--watch", "--format", "json", "--product", product, "--data", data.path]),
        run.waitForLine(0, seconds: 120) != nil
    else { return }
    defer { run.stop() }
    let file = data.appendingPathComponent("products.json")
    var worst = 0.0
    var missed = 0
    for attempt in 0..<times {
        let mark = "Soak good after bad \(attempt)"
        guard let good = withName(text, mark) else { return }
        let shown = run.lines.count
        // A broken file renamed in, then a good one 0.7 s later.
        let next = file.appendingPathExtension("next")
        try? Data(Array(good.utf8).prefix(good.utf8.count / 2)).write(to: next)
        rename(next.path, file.path)
        Thread.sleep(forTimeInterval: 0.7)
        try? Data(good.utf8).write(to: next)
        rename(next.path, file.path)
        let landed = DispatchTime.now().uptimeNanoseconds
        guard let line = run.waitForLine(after: shown, seconds: 10, where: { $0.contains(mark) }) else {
            missed += 1
            continue
        }
        worst = Swift.max(worst, milliseconds(from: landed, to: line.at))
    }
    reporter.record(
        group: group, name: "a good file 0.7 s after a bad one: longest until it shows (of \(times))",
        value: worst,
        unit: "ms", target: 2_000)
    reporter.record(
        group: group, name: "a good file 0.7 s after a bad one: never shown", value: Double(missed),
        unit: "times",
        target: 0)
}

private func replacedCatalogMemory(
    _ reporter: BenchmarkReporter, group: String, products: Int, root: URL, waiting seconds: Double
) {
    let big = root.appendingPathComponent("big")
    guard (try? generateCatalog(products: products, into: big)) != nil,
        let data = copyCatalog(big, to: root, name: "replaced"),
        let run = CommandRun(["--watch", "--format", "json", "--data", data.path]),
        run.waitForLine(0, seconds: 300) != nil
    else { return }
    defer { run.stop() }
    try? FileManager.default.removeItem(at: big)
    let loaded = run.residentMegabytes ?? 0
    for file in ["products.json", "notes.json"] {
        let next = data.appendingPathComponent(file + ".next")
        try? FileManager.default.copyItem(at: shippedData.appendingPathComponent(file), to: next)
        rename(next.path, data.appendingPathComponent(file).path)
    }
    Thread.sleep(forTimeInterval: seconds)
    guard let after = run.residentMegabytes else { return }
    reporter.record(
        group: group, name: "--watch: resident memory with \(products) products loaded", value: loaded,
        unit: "MB")
    reporter.record(
        group: group,
        name:
            "--watch: resident memory \(Int(seconds)) s after \(products) products were replaced by the shipped data",
        value: after, unit: "MB", target: 100)
}

private func signals(_ reporter: BenchmarkReporter, group: String, master: URL, root: URL, runs: Int) {
    let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU]
    let modes: [[String]] = [
        ["--data", master.path],
        ["--watch", "--format", "json", "--data", master.path],
        ["--simulate", "--interval", "1", "--format", "json", "--data", master.path],
        ["--watch", "--simulate", "--data", master.path],
    ]
    var random = SplitMix64(seed: 31)
    var wrong = 0
    var slowest = 0.0
    for index in 0..<runs {
        let signal = signals[Int(random.next() % UInt64(signals.count))]
        let mode = modes[index % modes.count]
        guard let run = CommandRun(mode) else { continue }
        Thread.sleep(forTimeInterval: Double(random.next() % 1_500) / 1_000)
        let sent = DispatchTime.now().uptimeNanoseconds
        run.send(signal)
        guard let exit = run.waitForExit(seconds: 5) else {
            wrong += 1
            run.stop()
            continue
        }
        slowest = Swift.max(slowest, milliseconds(from: sent, to: exit.at))
        // A one-frame run may have finished before the signal came: 0 is right then.
        if exit.status != 128 + signal && !(exit.status == 0 && mode.count == 2) {
            wrong += 1
            print("soak: \(mode.joined(separator: " ")) ended \(exit.status) after signal \(signal)")
        }
    }
    reporter.record(
        group: group, name: "signals at random moments (\(runs) runs): exits other than 128 + the signal",
        value: Double(wrong), unit: "runs", target: 0)
    reporter.record(group: group, name: "signals at random moments: slowest exit", value: slowest, unit: "ms")
}

private func blockedOutput(_ reporter: BenchmarkReporter, group: String) {
    guard
        let run = CommandRun(
            ["--simulate", "--interval", "1", "--format", "json", "--data", shippedData.path],
            drainsOutput: false)
    else { return }
    defer { run.stop() }
    // Let the pipe fill, so the next write blocks.
    Thread.sleep(forTimeInterval: 2)
    let sent = DispatchTime.now().uptimeNanoseconds
    run.send(SIGTERM)
    guard let exit = run.waitForExit(seconds: 10) else {
        reporter.record(
            group: group, name: "kill -TERM with standard output blocked: time to exit", value: 10_000,
            unit: "ms",
            target: 1_000)
        return
    }
    reporter.record(
        group: group, name: "kill -TERM with standard output blocked: time to exit (status \(exit.status))",
        value: milliseconds(from: sent, to: exit.at), unit: "ms", target: 1_000)
    reporter.record(
        group: group, name: "kill -TERM with standard output blocked: exit status",
        value: Double(exit.status),
        unit: "", target: 143)
}

private func bigInputs(_ reporter: BenchmarkReporter, group: String, root: URL, spaces: Int) {
    // A 4 GB sparse file that is not a catalog.
    let sparse = root.appendingPathComponent("sparse")
    try? FileManager.default.createDirectory(at: sparse, withIntermediateDirectories: true)
    let products = sparse.appendingPathComponent("products.json")
    _ = FileManager.default.createFile(atPath: products.path, contents: nil)
    truncate(products.path, 4 << 30)
    try? FileManager.default.copyItem(
        at: shippedData.appendingPathComponent("notes.json"), to: sparse.appendingPathComponent("notes.json"))
    measure(reporter, group: group, name: "4 GB sparse products.json", data: sparse)
    // White space before the array.
    let blank = root.appendingPathComponent("blank")
    try? FileManager.default.createDirectory(at: blank, withIntermediateDirectories: true)
    var bytes = [UInt8]("[".utf8)
    bytes += [UInt8](repeating: 0x20, count: spaces)
    bytes += Array("]".utf8)
    try? Data(bytes).write(to: blank.appendingPathComponent("products.json"))
    try? FileManager.default.copyItem(
        at: shippedData.appendingPathComponent("notes.json"), to: blank.appendingPathComponent("notes.json"))
    measure(reporter, group: group, name: "\"[\" and \(spaces >> 20) MB of spaces", data: blank)
}

private func measure(_ reporter: BenchmarkReporter, group: String, name: String, data: URL) {
    let start = DispatchTime.now().uptimeNanoseconds
    guard let run = CommandRun(["--data", data.path], measuresPeak: true),
        let exit = run.waitForExit(seconds: 120)
    else {
        return
    }
    reporter.record(
        group: group, name: "\(name): time to the error (status \(exit.status))",
        value: milliseconds(from: start, to: exit.at), unit: "ms", target: 1_000)
    if let peak = run.peakMegabytes {
        reporter.record(group: group, name: "\(name): peak memory", value: peak, unit: "MB", target: 100)
    }
}
