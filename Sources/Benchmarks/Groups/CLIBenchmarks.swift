import CatalogFixtures
import Dispatch
import Foundation
import ProductDetail

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `cli` group: the `product-detail` executable built beside this one, timed from
/// process start to exit after its first frame (default data, and a generated
/// 100,000-product catalog), and the bytes one price change costs in `--watch` on a
/// terminal, against a full frame.
func runCLIBenchmarks(_ reporter: BenchmarkReporter) {
    let group = "cli"
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("product-detail")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        print(
            "cli: product-detail is not built at \(executable.path); build both with "
                + "`swift build -c release` (the cli group times that executable)")
        return
    }
    let environment = [
        "PATH": "/usr/bin:/bin", "COLUMNS": "120", "TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8",
        "TZ": "UTC", "PRODUCT_DETAIL_NOW": "2026-11-30T09:00:00Z",
    ]
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "detailstack-cli-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }

    let runs = reporter.isSmoke ? 1 : 15
    // What starting and reaping any process costs here, included in the figures below.
    let trueCommand = URL(fileURLWithPath: "/bin/true")
    if FileManager.default.isExecutableFile(atPath: trueCommand.path) {
        let floor = reporter.nanosecondsPerOperation(operations: 1, runs: runs) {
            runToExit(trueCommand, [], environment: environment)
        }
        reporter.record(
            group: group, name: "start and reap /bin/true (the harness's floor)", value: floor / 1_000_000,
            unit: "ms")
    }
    let firstFrame = reporter.nanosecondsPerOperation(operations: 1, runs: runs) {
        runToExit(executable, ["--width", "120"], environment: environment)
    }
    reporter.record(
        group: group, name: "start to first frame, shipped data", value: firstFrame / 1_000_000, unit: "ms",
        target: 100)

    let products = reporter.isSmoke ? 1_000 : 100_000
    let large = root.appendingPathComponent("large")
    if (try? FileManager.default.createDirectory(at: large, withIntermediateDirectories: true)) != nil,
        (try? CatalogGenerator(seed: 7).write(productCount: products, to: large)) != nil
    {
        let largeFrame = reporter.nanosecondsPerOperation(operations: 1, runs: reporter.isSmoke ? 1 : 5) {
            runToExit(
                executable, ["--width", "120", "--data", large.path],
                environment: environment)
        }
        reporter.record(
            group: group, name: "start to first frame, \(products) products", value: largeFrame / 1_000_000,
            unit: "ms", target: reporter.isSmoke ? nil : 250)
    }

    let data = root.appendingPathComponent("watched")
    let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data")
    guard (try? FileManager.default.copyItem(at: shipped, to: data)) != nil,
        let bytes = watchUpdateBytes(executable, data: data, environment: environment)
    else {
        print("cli: could not measure --watch on a pseudo-terminal")
        return
    }
    reporter.record(
        group: group, name: "watch: full frame on a terminal", value: Double(bytes.frame), unit: "B")
    reporter.record(
        group: group, name: "watch: one price change on a terminal", value: Double(bytes.update), unit: "B",
        baseline: Double(bytes.frame), target: 0.1)
}

/// Runs the executable with output to /dev/null and waits for it; a failing run stops the
/// benchmark, since its time would mean nothing.
///
/// Started with `posix_spawn` and reaped with `waitpid`, not Foundation's `Process`: on
/// Linux, `Process.waitUntilExit()` notices the exit only when its run loop wakes, every 50
/// ms, so it timed `/bin/true` at 51 ms (against 1 ms here) and added 25-50 ms to every
/// figure of this group.
private func runToExit(_ executable: URL, _ arguments: [String], environment: [String: String]) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, executable.path, &actions, nil, argv + [nil], envp + [nil])
    precondition(spawned == 0, "cannot start \(executable.path): \(String(cString: strerror(spawned)))")
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 && errno == EINTR {}
    // Exited normally (the low seven bits zero) with status 0.
    precondition(
        status & 0x7F == 0 && (status >> 8) & 0xFF == 0,
        "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ended with wait status \(status)"
    )
}

/// Starts `--watch` on a pseudo-terminal, waits for the first frame, changes one price in
/// place (same file size), waits for the new price, and returns both byte counts.
private func watchUpdateBytes(
    _ executable: URL, data: URL, environment: [String: String]
) -> (frame: Int, update: Int)? {
    var controller: Int32 = -1
    var device: Int32 = -1
    guard openpty(&controller, &device, nil, nil, nil) == 0 else { return nil }
    defer {
        close(controller)
        close(device)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--watch", "--width", "120", "--data", data.path]
    process.environment = environment
    let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: false)
    process.standardOutput = terminal
    process.standardInput = terminal
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    defer {
        process.terminate()
        process.waitUntilExit()
    }
    var output: [UInt8] = []
    func readUntil(_ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            if String(decoding: output, as: UTF8.self).contains(text) { return true }
            var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count <= 0 { return false }
            output += buffer[..<count]
        }
        return false
    }
    guard readUntil("最近投稿したコラム") else { return nil }
    // The frame may arrive in pieces: take everything until the terminal falls quiet.
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    while poll(&poller, 1, 300) > 0 {
        let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        output += buffer[..<count]
    }
    let frame = output.count
    let file = data.appendingPathComponent("products.json")
    guard let text = try? String(contentsOf: file, encoding: .utf8),
        let range = text.range(of: "\"price\": 12800,")
    else { return nil }
    try? text.replacingCharacters(in: range, with: "\"price\": 13800,").write(
        to: file, atomically: false, encoding: .utf8)
    guard readUntil("¥13,800") else { return nil }
    return (frame, output.count - frame)
}
