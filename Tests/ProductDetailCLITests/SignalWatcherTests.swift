import Dispatch
import Foundation
import Relay
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signal handlers are process-wide: these tests take turns, and each puts back what it found.
@MainActor
@Suite(.timeLimit(.minutes(3)), .serialized) struct SignalWatcherTests {
    @Test func everySignalThatEndsTheProgramIsCaughtAndPutBackAfter() throws {
        let signals = TerminatingSignals.all
        #expect(Set(signals).isSuperset(of: [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2]))
        #expect(Set(signals).isSuperset(of: [SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGSYS]))
        #if canImport(Glibc)
            #expect(signals.contains(SIGPWR) && signals.contains(SIGSTKFLT))
            #expect(
                signals.contains(__libc_current_sigrtmin()) && signals.contains(__libc_current_sigrtmax()))
        #endif
        #expect(
            Set(signals).isDisjoint(with: CrashRestoration.signals + [SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD]))
        let before = signals.map(Self.disposition)
        let watcher = try SignalWatcher(notifications: [SIGWINCH], onTerminate: { _ in })
        #expect(signals.allSatisfy { Self.disposition($0) == .caught }, "every one is caught")
        #expect(Self.disposition(SIGWINCH) == .caught)
        watcher.stop()
        #expect(signals.map(Self.disposition) == before, "the handlers found are put back")
    }

    @Test func aSignalFoundIgnoredStaysIgnored() throws {
        let previous = signal(SIGUSR1, SIG_IGN)
        defer { signal(SIGUSR1, previous) }
        let watcher = try SignalWatcher(onTerminate: { _ in })
        defer { watcher.stop() }
        #expect(Self.disposition(SIGUSR1) == .ignored, "as nohup or a shell left it")
        #expect(Self.disposition(SIGUSR2) == .caught)
    }

    @Test func aTerminatingSignalReachesTheMainQueueAndANotificationToo() async throws {
        var watcher: SignalWatcher?
        let notified = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            watcher = try? SignalWatcher(
                notifications: [SIGWINCH], onTerminate: { _ in },
                onNotification: { number in continuation.resume(returning: number) })
            kill(getpid(), SIGWINCH)
        }
        watcher?.stop()
        #expect(notified == SIGWINCH)
        let terminated = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            watcher = try? SignalWatcher(onTerminate: { number in continuation.resume(returning: number) })
            kill(getpid(), SIGUSR2)
        }
        watcher?.stop()
        #expect(terminated == SIGUSR2)
    }

    /// As in the app, the write runs on the main queue, which the watcher's source needs too:
    /// only the writer can notice the signal, and it must.
    @Test func aBlockedWriteOnTheMainQueueGivesUpOnASignalWhichIsThenTakenOnce() throws {
        let handled = Locked<[Int32]>([])
        let watcher = try SignalWatcher(onTerminate: { number in handled.withLock { $0.append(number) } })
        defer { watcher.stop() }
        let pipe = Pipe()
        try #require(pipe.holdOnePage())
        let writer = OutputWriter(fileDescriptor: pipe.writeEnd)
        writer.interrupt(whenReadable: watcher.terminatingDescriptor)
        let finished = DispatchSemaphore(value: 0)
        let readEnd = pipe.readEnd
        Thread {
            kill(getpid(), SIGUSR1)
            // Should the write never give up, unblock it by reading, so the test fails instead
            // of hanging.
            if finished.wait(timeout: .now() + 10) == .timedOut { _ = Self.readUntilEndOfFile(readEnd) }
        }.start()
        let error = #expect(throws: SystemError.self) {
            try writer.write([UInt8](repeating: 0x2A, count: 100_000))
        }
        finished.signal()
        #expect(error?.code == EINTR)
        #expect(watcher.takeTerminatingSignal() == SIGUSR1)
        #expect(watcher.takeTerminatingSignal() == nil)
        #expect(handled.withLock { $0 }.isEmpty)
    }

    private nonisolated static func readUntilEndOfFile(_ descriptor: Int32) -> Int {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return total }
            total += count
        }
    }

    private enum Disposition: Equatable {
        case byDefault, ignored, caught
    }

    private static func disposition(_ number: Int32) -> Disposition {
        var current = sigaction()
        precondition(sigaction(number, nil, &current) == 0, "sigaction failed: errno \(errno)")
        #if canImport(Darwin)
            let handler = unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #else
            let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #endif
        return handler == 0 ? .byDefault : handler == 1 ? .ignored : .caught
    }
}
