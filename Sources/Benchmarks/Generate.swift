import CatalogFixtures
import CellKit
import Foundation
import ProductDetail

/// `benchmarks generate --products N [--output DIR] [--seed S]`: writes a synthetic catalog of
/// N products (and N/2 notes) for trying the CLI and the repository at scale.
enum Generate {
    /// The most products one run writes: ten times the largest benchmark size, and a file of
    /// a few gigabytes.
    static let productRange = 1...10_000_000

    static let usage = """
        usage: benchmarks generate --products N [--output DIR] [--seed S]

          --products N  how many products to write, \(productRange.lowerBound) to \(productRange.upperBound) \
        (notes: N/2)
          --output DIR  where to write products.json and notes.json (default: generated-catalog)
          --seed S      a whole number from 0 to \(UInt64.max) (default: 2026): the same seed
                        writes the same catalog
          -h, --help    show this help and exit

        exit status: 0 written, 64 usage error, 73 cannot write the catalog
        """

    /// Runs the subcommand; returns the process exit code.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            return 0
        }
        var count: Int?
        var output = "generated-catalog"
        var seed: UInt64 = 2026
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard ["--products", "--output", "--seed"].contains(flag) else {
                return fail("unknown option \(quoted(flag))")
            }
            guard let value = remaining.popFirst() else {
                return fail("missing value for \(flag)")
            }
            switch flag {
            case "--products":
                // `Int(_:)` answers nil past Int64 instead of trapping.
                guard let number = Int(value), productRange.contains(number) else {
                    return fail(
                        "invalid value \(quoted(value)) for --products: expected a whole number from "
                            + "\(productRange.lowerBound) to \(productRange.upperBound)")
                }
                count = number
            case "--output":
                guard !value.isEmpty else {
                    return fail("invalid value '' for --output: expected a directory")
                }
                output = value
            default:
                guard let number = UInt64(value) else {
                    return fail(
                        "invalid value \(quoted(value)) for --seed: expected a whole number from 0 to \(UInt64.max)"
                    )
                }
                seed = number
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
            return fail("cannot write the catalog to \(quoted(directory.path)): \(error)", code: 73)
        }
    }

    /// `text` quoted for a message: controls escaped, at most 80 characters.
    private static func quoted(_ text: String) -> String {
        let safe = text.terminalSafe
        return "'" + (safe.count > 80 ? safe.prefix(79) + "…" : safe) + "'"
    }

    /// Writes one line to standard error and returns `code`.
    private static func fail(_ message: String, code: Int32 = 64) -> Int32 {
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ").terminalSafe
        let hint = code == 64 ? " (see benchmarks generate --help)" : ""
        FileHandle.standardError.write(Data("benchmarks generate: \(line)\(hint)\n".utf8))
        return code
    }
}
