import CellKit
import Testing

@testable import ProductDetailCLI

@Suite(.timeLimit(.minutes(3))) struct CommandLineOptionsTests {
    private func options(_ arguments: [String]) throws -> CommandLineOptions {
        let command = try CommandLineOptions.parse(arguments)
        guard case .run(let options) = command else {
            Issue.record("expected .run, got \(command)")
            return CommandLineOptions()
        }
        return options
    }

    private func message(_ arguments: [String]) -> String {
        do {
            let command = try CommandLineOptions.parse(arguments)
            Issue.record("expected a usage error, got \(command)")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func noArgumentsRunWithTheDefaults() throws {
        let parsed = try options([])
        #expect(parsed == CommandLineOptions())
        #expect(parsed.productID == nil)
        #expect(parsed.user == .normal)
        #expect(parsed.dataDirectory == nil)
        #expect(parsed.width == nil)
        #expect(parsed.format == .text)
        #expect(!parsed.isWatching && !parsed.isSimulating && !parsed.isInteractive)
        #expect(parsed.color == .auto)
        #expect(parsed.intervalMilliseconds == 700)
        #expect(parsed.count == nil)
    }

    @Test func everyValueFlagIsReadFromTheNextArgument() throws {
        let parsed = try options([
            "--product", "p-002", "--user", "premium", "--data", "/tmp/data", "--width", "100",
            "--format", "json", "--color", "never", "--simulate", "--interval", "50", "--count", "3",
        ])
        #expect(
            parsed
                == CommandLineOptions(
                    productID: "p-002", user: .premium, dataDirectory: "/tmp/data", width: 100, format: .json,
                    isSimulating: true, color: .never, intervalMilliseconds: 50, count: 3))
    }

    @Test func everyValueFlagAcceptsTheEqualsForm() throws {
        let parsed = try options([
            "--product=p-003", "--user=premium", "--data=/srv/d=1", "--width=120", "--format=json",
            "--color=always", "--simulate", "--interval=10", "--count=1",
        ])
        #expect(
            parsed
                == CommandLineOptions(
                    productID: "p-003", user: .premium, dataDirectory: "/srv/d=1", width: 120, format: .json,
                    isSimulating: true, color: .always, intervalMilliseconds: 10, count: 1))
    }

    @Test func switchesTurnOnTheirModes() throws {
        let parsed = try options(["--watch", "--simulate", "--interactive"])
        #expect(parsed.isWatching)
        #expect(parsed.isSimulating)
        #expect(parsed.isInteractive)
    }

    @Test func widthBoundsAreInclusive() throws {
        #expect(try options(["--width", "1"]).width == 1)
        #expect(try options(["--width", "500"]).width == 500)
    }

    @Test func negativeNumberIsTakenAsAValueAndRejected() {
        #expect(
            message(["--width", "-5"])
                == "invalid value '-5' for --width: expected a whole number from 1 to 500")
    }

    @Test func helpWinsOverEverythingElse() throws {
        #expect(try CommandLineOptions.parse(["--help"]) == .help)
        #expect(try CommandLineOptions.parse(["-h"]) == .help)
        #expect(try CommandLineOptions.parse(["--bogus", "--width", "x", "--help"]) == .help)
        #expect(try CommandLineOptions.parse(["--version", "--help"]) == .help)
    }

    @Test func versionWinsOverOtherFlags() throws {
        #expect(try CommandLineOptions.parse(["--version"]) == .version)
        #expect(try CommandLineOptions.parse(["--watch", "--version"]) == .version)
    }

    @Test func unknownFlagSuggestsTheClosestOne() {
        #expect(message(["--wdith", "80"]) == "unknown option '--wdith'; did you mean '--width'?")
        #expect(message(["--colour", "never"]) == "unknown option '--colour'; did you mean '--color'?")
        #expect(message(["-watch"]) == "unknown option '-watch'; did you mean '--watch'?")
        #expect(message(["--simulat"]) == "unknown option '--simulat'; did you mean '--simulate'?")
    }

    @Test func unknownFlagFarFromAnyGetsNoSuggestion() {
        #expect(message(["--zzzzzzzzzzzz"]) == "unknown option '--zzzzzzzzzzzz'")
        #expect(message(["-x"]) == "unknown option '-x'")
    }

    @Test(arguments: [
        ("--product", "a product id"),
        ("--user", "normal or premium"),
        ("--data", "a directory"),
        ("--width", "a whole number from 1 to 500"),
        ("--format", "text or json"),
        ("--color", "one of auto, always, never"),
        ("--interval", "a whole number of milliseconds from 1 to 86400000"),
        ("--count", "a whole number of at least 1"),
    ])
    func missingValueNamesTheFlagAndWhatItExpects(flag: String, expectation: String) {
        #expect(message([flag]) == "missing value for \(flag): expected \(expectation)")
    }

    @Test func flagIsNotTakenAsTheValueOfTheFlagBeforeIt() {
        #expect(message(["--product", "--watch"]) == "missing value for --product: expected a product id")
    }

    @Test(arguments: [
        (["--user", "gold"], "invalid value 'gold' for --user: expected normal or premium"),
        (["--format=xml"], "invalid value 'xml' for --format: expected text or json"),
        (
            ["--color", "sometimes"],
            "invalid value 'sometimes' for --color: expected one of auto, always, never"
        ),
        (["--width", "wide"], "invalid value 'wide' for --width: expected a whole number from 1 to 500"),
        (["--width", "0"], "invalid value '0' for --width: expected a whole number from 1 to 500"),
        (["--width=501"], "invalid value '501' for --width: expected a whole number from 1 to 500"),
        (
            ["--simulate", "--interval", "0"],
            "invalid value '0' for --interval: expected a whole number of milliseconds from 1 to 86400000"
        ),
        (
            ["--simulate", "--interval", "86400001"],
            "invalid value '86400001' for --interval: expected a whole number of milliseconds from 1 to 86400000"
        ),
        (
            ["--simulate", "--count", "0"],
            "invalid value '0' for --count: expected a whole number of at least 1"
        ),
        (["--product="], "invalid value '' for --product: expected a product id"),
        (["--data="], "invalid value '' for --data: expected a directory"),
    ])
    func badValueNamesTheFlagTheValueAndTheAllowedValues(arguments: [String], expected: String) {
        #expect(message(arguments) == expected)
    }

    @Test func switchGivenAValueIsRejected() {
        #expect(message(["--watch=yes"]) == "--watch takes no value, got '--watch=yes'")
    }

    @Test func repeatedFlagIsRejected() {
        #expect(message(["--width", "80", "--width=90"]) == "--width was given more than once")
    }

    @Test func interactiveWithJSONIsRejected() {
        #expect(
            message(["--interactive", "--format", "json"])
                == "--interactive cannot be combined with --format json")
        #expect(
            message(["--format=json", "--interactive"])
                == "--interactive cannot be combined with --format json")
    }

    @Test func changesTakesAPathOrStandardInputButNotStandardInputWithInteractive() throws {
        #expect(try options(["--changes", "-"]).changesPath == "-")
        #expect(try options(["--changes=feed.jsonl", "--watch"]).changesPath == "feed.jsonl")
        #expect(try options([]).changesPath == nil)
        #expect(try options(["--interactive", "--changes", "feed.fifo"]).changesPath == "feed.fifo")
        #expect(
            message(["--changes", "-", "--interactive"])
                == "--interactive cannot be combined with --changes -", "keys and changes would share stdin")
        #expect(message(["--changes"]).hasPrefix("missing value for --changes"))
    }

    @Test func interactiveWithTextIsAccepted() throws {
        #expect(try options(["--interactive", "--format", "text"]).isInteractive)
    }

    @Test func countAndIntervalWithoutSimulateAreRejected() {
        #expect(message(["--count", "3"]) == "--count needs --simulate")
        #expect(message(["--interval", "50"]) == "--interval needs --simulate")
        #expect(message(["--interval=50", "--count=2", "--watch"]) == "--interval needs --simulate")
    }

    @Test func intervalBoundsAreInclusive() throws {
        #expect(try options(["--simulate", "--interval", "1"]).intervalMilliseconds == 1)
        #expect(try options(["--simulate", "--interval", "86400000"]).intervalMilliseconds == 86_400_000)
        #expect(try options(["--simulate", "--count", "9223372036854775807"]).count == .max)
    }

    @Test(arguments: [
        (["--width", "99999999999999999999"], "--width", "a whole number from 1 to 500"),
        (["--width", "9223372036854775807"], "--width", "a whole number from 1 to 500"),
        (["--width", "-9223372036854775808"], "--width", "a whole number from 1 to 500"),
        (
            ["--simulate", "--interval", "9223372036854775807"], "--interval",
            "a whole number of milliseconds from 1 to 86400000"
        ),
        (["--simulate", "--count", "9223372036854775808"], "--count", "a whole number of at least 1"),
    ])
    func numbersPastTheirRangeOrPastInt64AreUsageErrors(arguments: [String], flag: String, expected: String) {
        let value = arguments.last ?? ""
        #expect(message(arguments) == "invalid value '\(value)' for \(flag): expected \(expected)")
    }

    @Test(arguments: [
        (["a\nb"], "unexpected argument 'a\\u{A}b'; this command takes only options"),
        (["--width=8\n0"], "invalid value '8\\u{A}0' for --width: expected a whole number from 1 to 500"),
        (["--wat\nch"], "unknown option '--wat\\u{A}ch'; did you mean '--watch'?"),
        (["--watch=\r"], "--watch takes no value, got '--watch=\\u{D}'"),
        (
            ["--user", "\u{1B}[2J\u{1B}[31mX"],
            "invalid value '\\u{1B}[2J\\u{1B}[31mX' for --user: expected normal or premium"
        ),
        (
            ["--color", "a\u{202E}b\u{2066}"],
            "invalid value 'a\\u{202E}b\\u{2066}' for --color: expected one of auto, always, never"
        ),
        (["--\u{7}\u{0}\u{9B}"], "unknown option '--\\u{7}\\u{0}\\u{9B}'"),
    ])
    func userTextInAnErrorIsEscapedOnOneLine(arguments: [String], expected: String) {
        let text = message(arguments)
        #expect(text == expected)
        #expect(!text.unicodeScalars.contains { TerminalSafeText.isControl($0) })
    }

    @Test func aTenKilobyteArgumentGivesABoundedMessage() {
        let huge = String(repeating: "x", count: 10_240)
        for arguments in [[huge], ["--" + huge], ["--product=" + huge, "--width", huge], ["--width", huge]] {
            let text = message(arguments)
            #expect(text.count < 250, "\(text.count) characters")
            #expect(text.contains("…"))
        }
        #expect(
            message(["--width", huge]).hasPrefix("invalid value '\(String(repeating: "x", count: 56))…"))
    }

    @Test func widthModelNamesRoundTrip() throws {
        for name in WidthModelChoice.names {
            let parsed = try options(["--width-model", name]).widthModel
            #expect(parsed.name == name)
        }
        #expect(
            message(["--width-model", "ascii"]).hasSuffix("one of auto, grapheme, codepoint, codepoint-zwj"))
    }

    @Test func positionalArgumentsAreRejected() {
        #expect(message(["p-001"]) == "unexpected argument 'p-001'; this command takes only options")
        #expect(
            message(["--watch", "extra"]) == "unexpected argument 'extra'; this command takes only options")
        #expect(message(["-"]) == "unexpected argument '-'; this command takes only options")
    }

    @Test func valueAfterEqualsMayStartWithDashes() throws {
        #expect(try options(["--product=--odd"]).productID == "--odd")
    }

    @MainActor @Test func defaultProductIsTheAppsDefault() {
        #expect(CommandLineOptions.defaultProductID == ProductDetailApp.defaultProductID)
    }

    @Test func randomArgumentsNeverTrapAndEveryErrorIsOneSafeLine() {
        // Pieces that reach every branch: names, near-names, values, controls, huge numbers.
        let pieces = [
            "--product", "--user", "--data", "--width", "--format", "--watch", "--simulate", "--interactive",
            "--color", "--interval", "--count", "--width-model", "--changes", "--version", "-", "--", "=",
            "-x", "--wdith",
            "premium", "json", "auto", "0", "1", "500", "501", "-5", "86400000", "9223372036854775807",
            "99999999999999999999", "\n", "\u{1B}[2J", "\u{202E}", "\r\n", "\u{0}", "é", "👩‍👩‍👧", "x",
        ]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let arguments = (0..<next(6)).map { _ in
                (0..<(1 + next(3))).map { _ in pieces[next(pieces.count)] }.joined()
            }
            do {
                _ = try CommandLineOptions.parse(arguments)
            } catch {
                let line = CommandFailure(error).stderrText
                #expect(line.filter { $0 == "\n" }.count == 1 && line.hasSuffix("\n"), "\(arguments)")
                #expect(
                    !line.dropLast().unicodeScalars.contains { TerminalSafeText.isControl($0) },
                    "\(arguments)")
            }
        }
    }
}
