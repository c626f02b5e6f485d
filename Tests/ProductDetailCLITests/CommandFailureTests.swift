import CellKit
import Testing

@testable import ProductDetailCLI

@Suite struct CommandFailureTests {
    private struct Oops: Error, CustomStringConvertible {
        var description: String { "first line\nsecond line\r\n\u{1B}[2Jthird" }
    }

    @Test func usageErrorExitsSixtyFourOnOneLinePointingAtHelp() {
        let failure = CommandFailure(UsageError("unknown option '--wdith'; did you mean '--width'?"))
        #expect(failure.exitCode == .usage)
        #expect(
            failure.stderrText
                == "product-detail: unknown option '--wdith'; did you mean '--width'? "
                + "(see product-detail --help)\n")
    }

    @Test func commandFailurePassesThroughUnchanged() {
        let original = CommandFailure(exitCode: .noInput, message: "data directory 'x' not found")
        #expect(CommandFailure(original as any Error) == original)
        #expect(original.stderrText == "product-detail: data directory 'x' not found\n")
    }

    @Test func otherErrorsExitSeventyOnOneLineWithoutControls() {
        let failure = CommandFailure(Oops())
        #expect(failure.exitCode == .software)
        #expect(failure.message == "first line second line \\u{1B}[2Jthird")
    }

    @Test func anyMessageIsOneSafeBoundedLine() {
        let hostile = String(repeating: "a\u{1B}[31m\n\u{202E}", count: 5_000)
        let failure = CommandFailure(exitCode: .dataError, message: hostile)
        #expect(failure.message.count == CommandFailure.maximumMessageLength)
        #expect(failure.message.hasSuffix("…"))
        #expect(failure.stderrText.filter { $0 == "\n" }.count == 1)
        #expect(!failure.stderrText.dropLast().unicodeScalars.contains { TerminalSafeText.isControl($0) })
    }

    @Test func warningsAreOneSafeLineToo() {
        #expect(
            CommandFailure.stderrLine("products.json:1:2: bad \u{1B}[2J\nvalue")
                == "product-detail: products.json:1:2: bad \\u{1B}[2J value\n")
    }

    @Test func usageErrorEscapesWhatItIsGiven() {
        #expect(UsageError("a\nb\u{1B}").description == "a\\u{A}b\\u{1B}")
    }

    @Test func parseErrorsBecomeUsageFailures() {
        do {
            _ = try CommandLineOptions.parse(["--nope"])
            Issue.record("expected an error")
        } catch {
            #expect(CommandFailure(error).exitCode == .usage)
        }
    }
}
