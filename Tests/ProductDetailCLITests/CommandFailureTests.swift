import Testing

@testable import ProductDetailCLI

@Suite struct CommandFailureTests {
    private struct Oops: Error, CustomStringConvertible {
        var description: String { "first line\nsecond line" }
    }

    @Test func usageErrorExitsSixtyFourWithTheUsageLine() {
        let failure = CommandFailure(UsageError("unknown option '--wdith'; did you mean '--width'?"))
        #expect(failure.exitCode == .usage)
        #expect(
            failure.stderrText
                == "product-detail: unknown option '--wdith'; did you mean '--width'?\n\(Usage.line)\n")
    }

    @Test func commandFailurePassesThroughUnchanged() {
        let original = CommandFailure(exitCode: .noInput, message: "data directory 'x' not found")
        #expect(CommandFailure(original as any Error) == original)
        #expect(original.stderrText == "product-detail: data directory 'x' not found\n")
    }

    @Test func otherErrorsExitSeventyOnOneLine() {
        let failure = CommandFailure(Oops())
        #expect(failure.exitCode == .software)
        #expect(failure.message == "first line second line")
        #expect(failure.hint == nil)
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
