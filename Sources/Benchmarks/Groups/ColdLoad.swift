import Foundation
import ProductDetail

/// One `Catalog.load` in a fresh process: `benchmarks load-once DIR` loads the catalog in
/// `DIR` once and prints the nanoseconds it took. A long-running process that loads the same
/// size again reuses memory its allocator kept from the last load, which a service starting
/// up never has; timing each load in its own process (as issue #13's table did) measures
/// every size the same way.
enum ColdLoad {
    /// The subcommand's name.
    static let command = "load-once"

    /// Runs the subcommand; returns the process exit code.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
            print("usage: benchmarks \(command) DIR  (loads DIR's catalog once; prints nanoseconds)")
            return arguments.contains { $0 == "--help" || $0 == "-h" } ? 0 : 64
        }
        let start = BenchmarkReporter.monotonicNanoseconds()
        do {
            let catalog = try Catalog.load(from: URL(fileURLWithPath: path))
            let elapsed = BenchmarkReporter.monotonicNanoseconds() - start
            withExtendedLifetime(catalog) {}
            print(elapsed)
            return 0
        } catch {
            print("benchmarks \(command): \(error)")
            return 65
        }
    }

    /// The median of `runs` loads of `directory`, each in a fresh process of this executable,
    /// in nanoseconds; `nil` when a run fails.
    static func medianNanoseconds(of directory: URL, runs: Int) -> Double? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let process = Process()
            process.executableURL = executable
            process.arguments = [command, directory.path]
            let output = Pipe()
            process.standardOutput = output
            do { try process.run() } catch { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard process.terminationStatus == 0, let nanoseconds = Double(text) else { return nil }
            samples.append(nanoseconds)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
