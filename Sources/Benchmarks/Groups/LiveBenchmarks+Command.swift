import Dispatch
import Foundation
import Relay

#if canImport(Glibc)
    import Glibc
#endif

/// The `live` group's figures of the `product-detail` executable built beside this one:
///
/// - `--watch` left idle on the large catalog: the CPU time the process uses over 10 s once
///   its first frame is out. The files are dated an hour back first, as a catalog that has
///   been sitting is: a file written less than two seconds before it was read is hashed
///   again at each look until it has settled (the racy-clean rule).
/// - `--simulate --count 200 --interval 1 --format json` on the large catalog beside the
///   small one: the time from the first frame to the exit, and that all 200 changes were
///   written.
func recordCommand(
    _ reporter: BenchmarkReporter, group: String, small: (products: Int, directory: URL),
    large: (products: Int, directory: URL)
) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("product-detail")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        print(
            "live: product-detail is not built at \(executable.path); build both with `swift build -c release`"
        )
        return
    }
    let hourAgo = Date().addingTimeInterval(-3_600)
    for directory in [small.directory, large.directory] {
        for file in ["products.json", "notes.json"] {
            try? FileManager.default.setAttributes(
                [.modificationDate: hourAgo], ofItemAtPath: directory.appendingPathComponent(file).path)
        }
    }
    let idleSeconds = reporter.isSmoke ? 1.0 : 10.0
    if let cpu = idleCPUSeconds(executable, data: large.directory, seconds: idleSeconds) {
        reporter.record(
            group: group, name: "--watch idle n=\(large.products), CPU seconds over \(Int(idleSeconds)) s",
            value: cpu, unit: "s", target: 0.2)
    }
    let changes = reporter.isSmoke ? 20 : 200
    guard let smallRun = simulate(executable, data: small.directory, changes: changes),
        let largeRun = simulate(executable, data: large.directory, changes: changes)
    else { return }
    reporter.record(
        group: group, name: "--simulate --count \(changes) n=\(small.products): first frame to exit",
        value: smallRun.milliseconds, unit: "ms")
    reporter.record(
        group: group,
        name:
            "--simulate --count \(changes) n=\(large.products): first frame to exit (vs n=\(small.products))",
        value: largeRun.milliseconds, unit: "ms", baseline: smallRun.milliseconds, target: 2)
    reporter.record(
        group: group, name: "--simulate --count \(changes) n=\(large.products): changes written",
        value: Double(largeRun.changes), unit: "changes")
}

/// A child `product-detail` writing into a pipe that a reader thread drains.
private final class Child: @unchecked Sendable {
    // @unchecked: `process` is set up in `init` and only read afterwards; the counts are
    // behind their lock.
    let process = Process()
    private let counts = Locked<(lines: Int, firstLineAt: UInt64?)>((0, nil))

    init?(_ executable: URL, _ arguments: [String]) {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "COLUMNS": "100", "TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8",
            "TZ": "UTC", "PRODUCT_DETAIL_NOW": "2026-11-30T09:00:00Z",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let reading = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = reading.availableData
                if data.isEmpty { break }
                let now = BenchmarkReporter.monotonicNanoseconds()
                let newLines = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                counts.withLock { counts in
                    if counts.firstLineAt == nil && newLines > 0 { counts.firstLineAt = now }
                    counts.lines += newLines
                }
            }
        }
    }

    var state: (lines: Int, firstLineAt: UInt64?) { counts.withLock { $0 } }

    /// Waits up to `seconds` for the first line.
    func waitForFirstLine(seconds: Double) -> UInt64? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let first = state.firstLineAt { return first }
            usleep(2_000)
        }
        return nil
    }
}

private func idleCPUSeconds(_ executable: URL, data: URL, seconds: Double) -> Double? {
    guard let child = Child(executable, ["--watch", "--width", "100", "--data", data.path]) else {
        return nil
    }
    defer {
        child.process.terminate()
        child.process.waitUntilExit()
    }
    guard child.waitForFirstLine(seconds: 120) != nil else {
        print("live: --watch showed no frame")
        return nil
    }
    // Let the first frame finish writing, then measure a quiet stretch.
    usleep(500_000)
    guard let before = processCPUSeconds(child.process.processIdentifier) else { return nil }
    usleep(UInt32(seconds * 1_000_000))
    guard let after = processCPUSeconds(child.process.processIdentifier) else { return nil }
    return after - before
}

private func simulate(_ executable: URL, data: URL, changes: Int) -> (milliseconds: Double, changes: Int)? {
    guard
        let child = Child(
            executable,
            [
                "--simulate", "--count", "\(changes)", "--interval", "1", "--format", "json", "--data",
                data.path,
            ])
    else { return nil }
    child.process.waitUntilExit()
    let end = BenchmarkReporter.monotonicNanoseconds()
    // The reader may still be draining the pipe's last bytes.
    var state = child.state
    for _ in 0..<500 where state.lines < changes + 1 {
        usleep(2_000)
        state = child.state
    }
    guard child.process.terminationStatus == 0, let first = state.firstLineAt else {
        print("live: --simulate exited with \(child.process.terminationStatus)")
        return nil
    }
    return (Double(end - first) / 1_000_000, state.lines - 1)
}
