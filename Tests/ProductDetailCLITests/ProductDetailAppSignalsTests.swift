import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite struct ProductDetailAppSignalsTests {
    @Test func everySignalEndsTheRunWithOneHundredTwentyEightPlusItsNumber() {
        for number in TerminalRestorer.fatalSignals {
            let failure = ProductDetailApp.failure(forSignal: number)
            #expect(failure.exitCode.rawValue == 128 + number)
        }
        #expect(ProductDetailApp.failure(forSignal: SIGTERM).exitCode == .terminated)
        #expect(ProductDetailApp.failure(forSignal: SIGTERM).message == "stopped by SIGTERM")
        #expect(ProductDetailApp.failure(forSignal: SIGHUP).exitCode == .hangUp)
        #expect(ProductDetailApp.failure(forSignal: SIGINT).message == "interrupted")
    }

    @Test func aWriteErrorOtherThanAClosedPipeIsAnIOError() {
        let failure = ProductDetailApp.writeFailure(SystemError("write", code: ENOSPC))
        #expect(failure.exitCode == .ioError)
        #expect(failure.message.contains("No space left on device"))
        #expect(!failure.message.contains("\n"))
    }

    @Test func aClosedStandardOutputIsFoundBeforeAnythingTakesItsNumber() {
        let pipe = Pipe()
        #expect(ProductDetailApp.closedOutputFailure(pipe.writeEnd) == nil)
        // A number no test opens (far above what the suites use), so it is closed.
        let closed = ProductDetailApp.closedOutputFailure(60_000)
        #expect(closed?.exitCode == .ioError)
        #expect(closed?.message.contains("Bad file descriptor") == true)
    }
}
