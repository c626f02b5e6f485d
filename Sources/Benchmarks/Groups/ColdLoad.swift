import CatalogKit
import Foundation
import ProductDetail

/// One `Catalog.load` in a fresh process: `benchmarks load-once DIR` loads the catalog in
/// `DIR` once and prints the nanoseconds it took and how far the process's resident size
/// peaked above where it was before the load (the runtime's own memory left out, as in the
/// in-process figure). A long-running process that loads the same
/// size again reuses memory its allocator kept from the last load, which a service starting
/// up never has; timing each load in its own process (as issue #13's table did) measures
/// every size the same way.
enum ColdLoad {
    /// The subcommand's name.
    static let command = "load-once"

    /// Runs the subcommand; returns the process exit code.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
            print(
                "usage: benchmarks \(command) DIR  (loads DIR's catalog once; prints nanoseconds and the"
                    + " peak resident bytes of the load)")
            return arguments.contains { $0 == "--help" || $0 == "-h" } ? 0 : 64
        }
        let before = ProcessMemory.resetPeak() ?? 0
        let start = BenchmarkReporter.monotonicNanoseconds()
        do {
            let catalog = try Catalog.load(from: URL(fileURLWithPath: path))
            let elapsed = BenchmarkReporter.monotonicNanoseconds() - start
            withExtendedLifetime(catalog) {}
            // VmHWM, not getrusage: the latter keeps the peak of the process that spawned this one.
            print(elapsed, (ProcessMemory.peakSinceReset() ?? ProcessMemory.peakBytes()) - before)
            return 0
        } catch {
            print("benchmarks \(command): \(error)")
            return 65
        }
    }

    /// The medians of `runs` loads of `directory`, each in a fresh process of this
    /// executable: nanoseconds, and the load's peak resident bytes; `nil` when a run fails.
    static func medians(of directory: URL, runs: Int) -> (nanoseconds: Double, peakBytes: Double)? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var times: [Double] = []
        var peaks: [Double] = []
        for _ in 0..<max(1, runs) {
            let process = Process()
            process.executableURL = executable
            process.arguments = [command, directory.path]
            let output = Pipe()
            process.standardOutput = output
            do { try process.run() } catch { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let fields = String(decoding: data, as: UTF8.self).split(separator: " ").map {
                Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            guard process.terminationStatus == 0, fields.count == 2, let time = fields[0],
                let peak = fields[1]
            else { return nil }
            times.append(time)
            peaks.append(peak)
        }
        times.sort()
        peaks.sort()
        return (times[times.count / 2], peaks[peaks.count / 2])
    }
}
