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
        for number in TerminatingSignals.all {
            let failure = ProductDetailApp.failure(forSignal: number)
            #expect(failure.exitCode.rawValue == 128 + number)
            #expect(failure.message.hasPrefix(number == SIGINT ? "interrupted" : "stopped by SIG"))
        }
        #expect(ProductDetailApp.failure(forSignal: SIGTERM).exitCode == .terminated)
        #expect(ProductDetailApp.failure(forSignal: SIGTERM).message == "stopped by SIGTERM")
        #expect(ProductDetailApp.failure(forSignal: SIGHUP).exitCode == .hangUp)
        #expect(ProductDetailApp.failure(forSignal: SIGINT).message == "interrupted")
        #expect(ProductDetailApp.failure(forSignal: SIGXCPU).message == "stopped by SIGXCPU")
        #expect(ProductDetailApp.failure(forSignal: SIGXCPU).exitCode.rawValue == 152)
        #if canImport(Glibc)
            let realTime = __libc_current_sigrtmin()
            #expect(ProductDetailApp.failure(forSignal: realTime + 2).message == "stopped by SIGRTMIN+2")
            #expect(
                ProductDetailApp.failure(forSignal: __libc_current_sigrtmax()).message
                    == "stopped by SIGRTMAX")
        #endif
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
