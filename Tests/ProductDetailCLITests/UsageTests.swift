import Testing

@testable import ProductDetailCLI

@Suite struct UsageTests {
    @Test func helpDocumentsEveryFlag() {
        for flag in Flag.allCases {
            #expect(Usage.help.contains(flag.rawValue), "\(flag.rawValue) is not in --help")
        }
        #expect(Usage.help.contains("-h, --help"))
    }

    @Test func usageLineMentionsEveryFlagExceptTheShortHelp() {
        for flag in Flag.allCases {
            #expect(Usage.line.contains(flag.rawValue), "\(flag.rawValue) is not in the usage line")
        }
        #expect(Usage.line.hasPrefix("usage: product-detail "))
        #expect(!Usage.line.contains("\n"))
    }

    @Test func helpGivesTheDataDirectorySearchOrder() throws {
        let help = Usage.help
        let positions = try [
            "1. --data DIR", "2. $PRODUCT_DETAIL_DATA", "3. ./Data", "4. the package's own Data/",
        ]
        .map { step in try #require(help.range(of: step), "missing '\(step)'").lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func helpHasExamplesAndExitStatuses() {
        #expect(Usage.help.contains("EXAMPLES\n  product-detail\n"))
        #expect(Usage.help.contains("--format json --simulate --count 3 | jq"))
        for status in [
            "0 success", "1 product not found", "64 usage error", "65 bad data", "66 missing input",
            "70 internal error", "74 output error", "129 hang-up", "143 SIGTERM",
        ] {
            #expect(Usage.help.contains(status), "\(status) is missing")
        }
        #expect(Usage.help.contains("130 Ctrl-C"))
    }

    @Test func helpEndsWithOneNewlineAndFitsEightyColumns() {
        #expect(Usage.help.hasSuffix(".\n"))
        for line in Usage.help.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "too wide: \(line)")
        }
    }

    @Test func versionNamesTheCommand() {
        #expect(Usage.version == "product-detail 0.1.0")
    }
}
