import Foundation
import TestSupport
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every signal obeyed, in the built program: a signal at any moment (from the very start,
/// while standard output is blocked) ends the run with 128 + its number and one line, never
/// a backtrace; a crash signal ends it even with Swift's backtracer at its default settings.
@Suite(.timeLimit(.minutes(3))) struct SignalTests {
    /// `product-detail arguments` in a temporary directory, with standard output on `output`
    /// (a pipe the test holds) and standard error in a file; `blocked` start blocked.
    private struct Run {
        let process: SpawnedProcess
        let directory: TemporaryDirectory
        let output = Pipe()

        init(
            _ arguments: [String], blocked: [Int32] = [], holdsOnePage: Bool = false,
            environment extra: [String: String] = [:]
        ) throws {
            directory = try TemporaryDirectory()
            if holdsOnePage { try #require(output.holdOnePage()) }
            let errors = try directory.write("", to: "errors")
            let descriptor = open(errors, O_WRONLY | O_CLOEXEC)
            defer { close(descriptor) }
            var environment = ChildProcess.cleanEnvironment()
            environment["PRODUCT_DETAIL_DATA"] = TemporaryDirectory.shippedData.path
            environment.merge(extra) { $1 }
            // The shell only changes directory: `exec` keeps the process, its blocked signals
            // and any signal already waiting.
            process = try SpawnedProcess(
                "/bin/sh",
                ["-c", #"cd "$0" && exec "$@""#, directory.path, ChildProcess.executable.path] + arguments,
                environment: environment, output: output.writeEnd, error: descriptor, blocked: blocked)
            output.closeWriteEnd()
        }

        var errors: String {
            (try? String(contentsOfFile: directory.file("errors"), encoding: .utf8)) ?? ""
        }

        /// The bytes standard output holds that nobody read.
        var unread: Int32 {
            var count: Int32 = 0
            return ioctl(output.readEnd, UInt(FIONREAD), &count) == 0 ? count : -1
        }

        func exitStatus(timeout: TimeInterval = 30) -> Int32? {
            guard let status = process.wait(timeout: timeout) else {
                process.send(SIGKILL)
                _ = process.wait(timeout: 10)
                return nil
            }
            return status
        }
    }

    static let pendingSignals: [([String], Int32)] = {
        var cases: [([String], Int32)] = [
            ([], SIGQUIT), (["--watch"], SIGTERM), (["--format", "json", "--simulate"], SIGHUP),
            (["--watch", "--simulate"], SIGINT),
        ]
        var others = [SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGSYS, SIGUSR2]
        #if canImport(Glibc)
            others += [SIGPWR, SIGSTKFLT, __libc_current_sigrtmin(), __libc_current_sigrtmax()]
        #endif
        return cases + others.map { ([], $0) }
    }()

    @Test(arguments: pendingSignals)
    func aSignalWaitingFromTheStartEndsTheRunWithOneHundredTwentyEightPlusIt(
        arguments: [String], signal: Int32
    ) throws {
        let run = try Run(arguments, blocked: [signal])
        kill(run.process.processIdentifier, signal)
        let status = run.exitStatus()
        #expect(status == 128 + signal, "\(TerminatingSignals.name(of: signal))")
        let message = signal == SIGINT ? "interrupted" : "stopped by \(TerminatingSignals.name(of: signal))"
        #expect(run.errors == "product-detail: \(message)\n", "one line, no backtrace")
        #expect(run.output.readAllText().isEmpty, "the run ended before its first page")
    }

    @Test(arguments: [
        ["--simulate", "--interval", "1", "--format", "json"], ["--watch", "--simulate", "--interval", "1"],
    ])
    func sigtermEndsARunWhoseOutputIsBlocked(arguments: [String]) throws {
        let run = try Run(arguments, holdsOnePage: true)
        // Blocked: a change a millisecond, and nothing more gets into the pipe for half a second.
        let deadline = Date() + 30
        var (unread, since) = (run.unread, Date())
        while Date() < deadline, !run.process.hasExited, unread == 0 || Date() < since + 0.5 {
            usleep(5_000)
            if run.unread != unread { (unread, since) = (run.unread, Date()) }
        }
        try #require(unread > 0 && !run.process.hasExited, "standard output never filled up")
        let start = ContinuousClock.now
        run.process.send(SIGTERM)
        let status = run.exitStatus(timeout: 10)
        let elapsed = ContinuousClock.now - start
        #expect(status == 143)
        // The target (≤ 1 s) is the soak benchmark's; here the bound only tells "obeyed" from
        // "ignored while blocked" (the old behaviour: still running 10 s later), on a CI
        // machine whose both cores other tests keep busy.
        #expect(elapsed < .seconds(5), "exited after \(elapsed)")
        #expect(run.errors == "product-detail: stopped by SIGTERM\n")
    }

    @Test func aCrashSignalEndsTheRunWithTheDefaultBacktracer() throws {
        // Under ThreadSanitizer the crash is TSan's: its SIGSEGV handler reports and exits 66,
        // and without it Swift's backtracer starting its helper trips a TSan check (exit 66,
        // seen in CI). There the program's own handler is what is tested, without either.
        let run = try Run(
            ["--simulate", "--interval", "100", "--format", "json"],
            environment: ChildProcess.runsUnderThreadSanitizer
                ? ["TSAN_OPTIONS": "handle_segv=0", "SWIFT_BACKTRACE": "enable=no"] : [:])
        #expect(!ChildProcess.cleanEnvironment().keys.contains("SWIFT_BACKTRACE"))
        let deadline = Date() + 30
        while run.unread == 0, Date() < deadline, !run.process.hasExited {
            usleep(2_000)
        }
        try #require(run.unread > 0, "no first page")
        run.process.send(SIGSEGV)
        let status = run.exitStatus()
        #expect(
            status == 128 + SIGSEGV,
            "ended by the signal, not still running; its standard error:\n\(run.errors)")
    }
}
