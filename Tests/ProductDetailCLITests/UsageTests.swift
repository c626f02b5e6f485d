import Foundation
import Testing

@testable import ProductDetailCLI

@Suite struct UsageTests {
    @Test func helpDocumentsEveryOptionOfTheTableWithItsHelpText() {
        let help = Usage.help
        let unwrapped = help.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: " ")
        for option in Option.all {
            #expect(help.contains("  " + option.helpLabel), "\(option.name) is not in --help")
            #expect(unwrapped.contains(option.helpText), "the help of \(option.name) is not in --help")
        }
        #expect(help.contains("-h, --help"))
    }

    @Test func helpSaysWhatEachOptionNeedsExcludesAndDefaultsTo() {
        let count = Option.named("--count")
        #expect(count?.helpText.contains("Needs --simulate.") == true)
        #expect(count?.helpText.contains("K: a whole number of at least 1.") == true)
        #expect(Option.named("--interval")?.helpText.hasSuffix("Needs --simulate. Default: 700.") == true)
        #expect(
            Option.named("--interactive")?.helpText.hasSuffix("Not with --format json or --changes -.")
                == true)
        #expect(Option.named("--format")?.helpText.hasSuffix("Default: text.") == true)
        #expect(Option.named("--width")?.helpText.contains("N: a whole number from 1 to 500.") == true)
    }

    @Test func synopsisNamesEveryRunOptionAndNestsTheOnesThatNeedAnother() {
        let synopsis = Usage.synopsisLines().map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: " ")
        #expect(synopsis.hasPrefix("product-detail [--product ID] [--user normal|premium]"))
        for option in Option.all where option.name != "--help" && option.name != "--version" {
            #expect(synopsis.contains("[" + option.synopsis), "\(option.name) is not in the synopsis")
        }
        #expect(synopsis.contains("[--simulate [--interval MS] [--count K]]"))
        #expect(Usage.help.contains("\n  product-detail --help | --version\n"))
    }

    @Test func everyDeclaredOptionParsesAndIsFoundByItsName() throws {
        for option in Option.all {
            #expect(Option.named(option.name)?.name == option.name)
            if let alias = option.alias { #expect(Option.named(alias)?.name == option.name) }
        }
        #expect(Set(Option.all.map(\.name)).count == Option.all.count)
    }

    @Test func everyExampleParses() throws {
        for example in Usage.examples {
            let command = try CommandLineOptions.parse(example.arguments)
            guard case .run = command else {
                Issue.record("\(example.arguments) does not run")
                continue
            }
        }
    }

    @Test func helpGivesTheDataDirectorySearchOrder() throws {
        let help = Usage.help
        let positions = try [
            "1. --data DIR", "2. $PRODUCT_DETAIL_DATA", "3. ./Data", "4. the package's own Data/",
        ]
        .map { step in try #require(help.range(of: step), "missing '\(step)'").lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test func helpListsEveryExitStatus() {
        for code in ExitCode.allCases {
            let number = String(code.rawValue)
            let line = "  " + number + String(repeating: " ", count: 5 - number.count) + code.summary + "\n"
            #expect(Usage.help.contains(line), "\(code) is missing")
        }
        #expect(Usage.help.contains("  70   internal error\n"))
        #expect(Usage.help.contains("  130  Ctrl-C (SIGINT)\n"))
        #expect(
            Usage.help.contains("  128+N any other signal N that ends the program, such as 142 (SIGALRM)"))
    }

    @Test func helpNamesTheEnvironmentItReads() {
        let names = [
            "PRODUCT_DETAIL_DATA", "PRODUCT_DETAIL_NOW", "PRODUCT_DETAIL_SCREEN_LOG", "COLUMNS", "LINES",
            "NO_COLOR", "TERM", "TZ", "SWIFT_BACKTRACE",
        ]
        #expect(EnvironmentVariable.allCases.map(\.rawValue) == names)
        for name in names {
            // A name too long for the left column gets a line of its own.
            #expect(
                Usage.help.contains("\n  \(name) ") || Usage.help.contains("\n  \(name)\n"),
                "\(name) is missing")
        }
        #expect(Usage.help.contains("EXAMPLES\n  product-detail\n"))
        #expect(Usage.help.contains("--format json --simulate --count 3 | jq .type"))
    }

    @Test func helpEndsWithOneNewlineAndFitsEightyColumns() {
        #expect(Usage.help.hasSuffix("the terminal is given back first\n"))
        #expect(!Usage.help.hasSuffix("\n\n"))
        for line in Usage.help.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "too wide: \(line)")
            #expect(!line.hasSuffix(" "), "trailing space: \(line)")
        }
    }

    @Test func wrapKeepsWordsWhole() {
        #expect(Usage.wrap("aa bb cc", width: 5) == ["aa bb", "cc"])
        #expect(Usage.wrap("toolongword a", width: 4) == ["toolongword", "a"])
        #expect(Usage.wrap("", width: 10).isEmpty)
    }

    @Test func versionNamesTheCommand() {
        #expect(Usage.version == "product-detail 0.1.0")
    }
}

extension UsageTests {
    /// The command's code reads the environment only through `EnvironmentVariable`, whose
    /// every case `--help` lists: no variable can be read without being documented.
    @Test func theCodeReadsTheEnvironmentOnlyThroughTheListHelpPrints() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        var readers: [String] = []
        for module in ["ProductDetailCLI", "product-detail"] {
            let root = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            try #require(!files.isEmpty, "no sources under \(root.path)")
            for file in files where file.hasSuffix(".swift") && file != "Options/EnvironmentVariable.swift" {
                let text = try String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8)
                for pattern in ["environment[", "getenv(", "ProcessInfo.processInfo.environment["]
                where text.contains(pattern) {
                    readers.append("\(module)/\(file): \(pattern)")
                }
            }
        }
        #expect(readers.isEmpty, "read the variable through EnvironmentVariable: \(readers)")
    }
}
