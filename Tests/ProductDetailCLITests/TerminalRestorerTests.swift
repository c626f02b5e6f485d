import Dispatch
import Relay
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(3)), .serialized) struct TerminalRestorerTests {
    private struct Failure: Error {}

    private let queue = DispatchQueue(label: "TerminalRestorerTests")

    @Test func activateEntersRawModeAndHidesTheCursorThenRestoreUndoesBoth() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let restorer = TerminalRestorer(
            rawMode: try RawMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd), signals: [], queue: queue,
            onSignal: { _ in })
        try restorer.activate()
        #expect(!terminal.settings.hasLocal(ICANON))
        restorer.restore()
        restorer.restore()
        #expect(terminal.settings == before)
        #expect(output.readAllText() == Terminal.hideCursor + Terminal.showCursor)
    }

    @Test func errorThrownInsideWithRestorationRestoresTheTerminal() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let restorer = TerminalRestorer(
            rawMode: try RawMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd), signals: [], queue: queue,
            onSignal: { _ in })
        #expect(throws: Failure.self) {
            try restorer.withRestoration {
                try restorer.activate()
                #expect(terminal.settings != before)
                throw Failure()
            }
        }
        #expect(terminal.settings == before)
        #expect(output.readAllText().hasSuffix(Terminal.showCursor))
    }

    @Test func signalRestoresTheTerminalThenCallsTheHandler() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let rawMode = try RawMode(fileDescriptor: terminal.device)
        let device = terminal.device
        let received = Locked<[Int32]>([])
        let settingsInHandler = Locked<TerminalSettings?>(nil)
        let handled = DispatchSemaphore(value: 0)
        let restorer = TerminalRestorer(
            rawMode: rawMode, output: OutputWriter(fileDescriptor: output.writeEnd), signals: [SIGUSR2],
            queue: queue,
            onSignal: { number in
                received.withLock { $0.append(number) }
                settingsInHandler.withLock { $0 = TerminalSettings(of: device) }
                handled.signal()
            })
        #expect(Self.handlerIsDefault(SIGUSR2))
        try restorer.activate()
        #expect(!Self.handlerIsDefault(SIGUSR2))
        #expect(kill(getpid(), SIGUSR2) == 0)
        try #require(handled.wait(timeout: .now() + 10) == .success, "the signal handler never ran")
        #expect(received.withLock { $0 } == [SIGUSR2])
        #expect(settingsInHandler.withLock { $0 } == before)
        #expect(output.readAllText() == Terminal.hideCursor + Terminal.showCursor)
        #expect(Self.handlerIsDefault(SIGUSR2), "the previous (default) handler is put back")
    }

    @Test func notificationSignalInformsWithoutRestoring() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let queue = DispatchQueue(label: "notification-test")
        let notified = DispatchSemaphore(value: 0)
        let restored = Locked(false)
        let restorer = TerminalRestorer(
            rawMode: try RawMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd),
            signals: [SIGUSR2], queue: queue,
            onSignal: { _ in restored.withLock { $0 = true } },
            notifications: [SIGUSR1],
            onNotification: { number in
                if number == SIGUSR1 { notified.signal() }
            })
        try restorer.activate()
        #expect(kill(getpid(), SIGUSR1) == 0)
        try #require(notified.wait(timeout: .now() + 10) == .success, "the notification never arrived")
        #expect(terminal.settings != before, "still in raw mode")
        #expect(!restored.withLock { $0 })
        restorer.restore()
        #expect(terminal.settings == before)
        #expect(Self.handlerIsDefault(SIGUSR1), "the previous (default) handler is put back")
    }

    @Test func alternateScreenIsEnteredAndLeftAroundTheCursorCodes() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let restorer = TerminalRestorer(
            rawMode: try RawMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd), usesAlternateScreen: true, signals: [],
            queue: queue, onSignal: { _ in })
        try restorer.activate()
        restorer.restore()
        #expect(terminal.settings == before)
        #expect(
            output.readAllText()
                == Terminal.enterAlternateScreen + Terminal.hideCursor + Terminal.leaveAlternateScreen
                + Terminal.showCursor)
    }

    @Test func everySignalThatEndsTheProgramIsCaughtByDefaultAndPutBackAfter() throws {
        #expect(Set(TerminalRestorer.fatalSignals) == [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2])
        let terminal = PseudoTerminal()
        let output = Pipe()
        let restorer = TerminalRestorer(
            rawMode: try RawMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd), queue: queue, onSignal: { _ in })
        let caught = TerminalRestorer.fatalSignals + CrashRestoration.signals
        let defaults = caught.filter(Self.handlerIsDefault)
        try restorer.activate()
        #expect(caught.allSatisfy { !Self.handlerIsDefault($0) }, "every fatal and crash signal is caught")
        restorer.restore()
        #expect(caught.filter(Self.handlerIsDefault) == defaults, "the handlers found are put back")
    }

    private static func handlerIsDefault(_ number: Int32) -> Bool {
        var current = sigaction()
        precondition(sigaction(number, nil, &current) == 0, "sigaction failed: errno \(errno)")
        #if canImport(Darwin)
            return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self) == 0
        #else
            return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 0
        #endif
    }
}
