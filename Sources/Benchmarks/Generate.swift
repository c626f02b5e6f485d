import CatalogFixtures
import Foundation
import ProductDetail

/// `benchmarks generate --products N [--output DIR]`: writes a synthetic catalog of N
/// products (and N/2 notes) for trying the CLI and the repository at scale.
enum Generate {
    static let usage = "usage: benchmarks generate --products N [--output DIR] [--seed S]"

    /// Runs the subcommand; returns the process exit code.
    static func run(_ arguments: [String]) -> Int32 {
        var count: Int?
        var output = "generated-catalog"
        var seed: UInt64 = 2026
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else {
                return fail("\(flag) needs a value")
            }
            switch flag {
            case "--products":
                guard let number = Int(value), number >= 1 else {
                    return fail("--products needs a whole number of at least 1, got '\(value)'")
                }
                count = number
            case "--output":
                output = value
            case "--seed":
                guard let number = UInt64(value) else {
                    return fail("--seed needs a whole number, got '\(value)'")
                }
                seed = number
            default:
                return fail("unknown option '\(flag)'")
            }
        }
        guard let count else { return fail("--products is required") }
        let directory = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let bytes = try CatalogGenerator(seed: seed).write(productCount: count, to: directory)
            print("wrote \(count) products and \(count / 2) notes (\(bytes) bytes) to \(directory.path)")
            print("try it: swift run product-detail --data \(directory.path)")
            return 0
        } catch {
            return fail("cannot write the catalog to \(directory.path): \(error)", code: 73)
        }
    }

    private static func fail(_ message: String, code: Int32 = 64) -> Int32 {
        FileHandle.standardError.write(Data("benchmarks generate: \(message)\n\(usage)\n".utf8))
        return code
    }
}
