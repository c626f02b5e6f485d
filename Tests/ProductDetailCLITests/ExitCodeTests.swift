import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ExitCodeTests {
    @Test func statusesFollowSysexits() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.productNotFound.rawValue == 1)
        #expect(ExitCode.usage.rawValue == 64)
        #expect(ExitCode.dataError.rawValue == 65)
        #expect(ExitCode.noInput.rawValue == 66)
        #expect(ExitCode.software.rawValue == 70)
        #expect(ExitCode.interrupted.rawValue == 130)
    }

    @Test func everySignalThatEndsTheProgramGivesOneHundredTwentyEightPlusIt() {
        for number in TerminatingSignals.all {
            #expect(ExitCode(signal: number)?.rawValue == 128 + number)
        }
        #expect(ExitCode(signal: SIGTERM) == .terminated)
        #expect(ExitCode(signal: SIGXCPU)?.description == "152 (SIGXCPU)")
        #expect(ExitCode(signal: SIGSEGV) == nil, "a crash ends the program by the signal itself")
        #expect(ExitCode(signal: SIGWINCH) == nil)
    }

    @Test func statusesAreDistinct() {
        #expect(Set(ExitCode.allCases.map(\.rawValue)).count == ExitCode.allCases.count)
    }
}

extension ExitCodeTests {
    @Test func everyStatusHasItsOwnSummary() {
        let summaries = ExitCode.allCases.map(\.summary)
        #expect(Set(summaries).count == summaries.count)
        #expect(summaries.allSatisfy { !$0.isEmpty && !$0.contains("\n") })
        #expect(ExitCode.ioError.summary == "output error")
    }
}
