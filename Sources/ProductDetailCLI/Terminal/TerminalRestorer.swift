import Dispatch
import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes sure a terminal taken over for `--interactive` is always given back: raw mode off,
/// alternate screen left and cursor shown, on a normal exit, on every signal that ends the
/// program (SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2), on a crash, and when an
/// error escapes.
///
/// `activate()` enters raw mode, switches to the alternate screen (when asked), hides the
/// cursor and catches the signals: a handler writes each one to a pipe, which a Dispatch read
/// source watches, so `onSignal` runs on a queue, not in a signal handler, and may do
/// anything. (A Dispatch signal source misses signals on Linux; see `SignalPipe`.) A crash
/// (SIGSEGV, SIGILL, SIGABRT…) cannot wait for a queue: `CrashRestoration` puts the terminal
/// back from inside the signal handler, then lets the crash go on. `restore()` undoes all of
/// it exactly once, whoever calls it first, and puts back the signal handlers that were there
/// before.
///
/// ```swift
/// let restorer = TerminalRestorer(
///     rawMode: try RawMode(fileDescriptor: STDIN_FILENO),
///     output: OutputWriter(fileDescriptor: STDOUT_FILENO),
///     usesAlternateScreen: true,
///     onSignal: { signal in exit((ExitCode(signal: signal) ?? .terminated).rawValue) })
/// try restorer.withRestoration {
///     try restorer.activate()
///     try runInteractive()
/// }
/// ```
final class TerminalRestorer: Sendable {
    private enum State {
        case idle
        case active(SignalPipe, any DispatchSourceRead)
        case restored
    }

    /// The signals that end the program by default and that a terminal program must catch to
    /// give the terminal back: hang-up (an ssh connection dropped), interrupt, quit,
    /// terminate, and the two user signals.
    static let fatalSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2]

    private let rawMode: RawMode
    private let output: OutputWriter
    private let usesAlternateScreen: Bool
    private let signals: [Int32]
    private let queue: DispatchQueue
    private let onSignal: @Sendable (Int32) -> Void
    private let notifications: [Int32]
    private let onNotification: @Sendable (Int32) -> Void
    // Guards the lifecycle; `restore` may race between a signal source and the main flow.
    private let state = Locked(State.idle)

    /// Creates a restorer; nothing happens to the terminal until `activate()`.
    ///
    /// - Parameters:
    ///   - rawMode: The terminal's input side.
    ///   - output: Where the cursor and screen escape codes go.
    ///   - usesAlternateScreen: Whether to draw on the alternate screen, so the shell's screen
    ///     comes back untouched; off by default.
    ///   - signals: The signals that restore the terminal; ``fatalSignals`` by default.
    ///   - queue: Where the signal handler runs; the main queue by default.
    ///   - onSignal: Called on `queue` after the terminal is restored, with the signal
    ///     number; typically exits with `ExitCode(signal:)`.
    ///   - notifications: Signals that only inform (SIGWINCH, say): they restore nothing.
    ///   - onNotification: Called on `queue` with each notification signal's number.
    init(
        rawMode: RawMode,
        output: OutputWriter,
        usesAlternateScreen: Bool = false,
        signals: [Int32] = TerminalRestorer.fatalSignals,
        queue: DispatchQueue = .main,
        onSignal: @escaping @Sendable (Int32) -> Void,
        notifications: [Int32] = [],
        onNotification: @escaping @Sendable (Int32) -> Void = { _ in }
    ) {
        precondition(Set(signals).isDisjoint(with: notifications), "a signal either restores or informs")
        self.rawMode = rawMode
        self.output = output
        self.usesAlternateScreen = usesAlternateScreen
        self.signals = signals
        self.queue = queue
        self.onSignal = onSignal
        self.notifications = notifications
        self.onNotification = onNotification
    }

    /// Enters raw mode, switches to the alternate screen (when asked), hides the cursor and
    /// starts catching the signals, crashes included.
    ///
    /// - Throws: `SystemError` when raw mode or the escape code cannot be applied; the
    ///   terminal is restored before the error is thrown.
    func activate() throws(SystemError) {
        let signalPipe = try SignalPipe(signals: signals + notifications)
        let source = DispatchSource.makeReadSource(fileDescriptor: signalPipe.readEnd, queue: queue)
        let notifications = self.notifications
        source.setEventHandler { [weak self] in
            guard let self else { return }
            for number in signalPipe.drain() {
                if notifications.contains(number) {
                    self.onNotification(number)
                } else {
                    self.restore()
                    self.onSignal(number)
                    return
                }
            }
        }
        source.setCancelHandler { signalPipe.closeDescriptors() }
        state.withLock { state in
            guard case .idle = state else { preconditionFailure("activate() called twice, state \(state)") }
            state = .active(signalPipe, source)
        }
        source.resume()
        CrashRestoration.arm(
            input: rawMode.fileDescriptor, settings: rawMode.originalSettings, output: output.fileDescriptor,
            leavesAlternateScreen: usesAlternateScreen)
        do {
            try rawMode.enter()
            try output.write((usesAlternateScreen ? Terminal.enterAlternateScreen : "") + Terminal.hideCursor)
        } catch {
            restore()
            throw error
        }
    }

    /// Leaves the alternate screen, shows the cursor, leaves raw mode and puts back the
    /// previous signal handlers; only the first call does anything.
    func restore() {
        let active: (SignalPipe, any DispatchSourceRead)? = state.withLock { state in
            guard case .active(let signalPipe, let source) = state else { return nil }
            state = .restored
            return (signalPipe, source)
        }
        guard let (signalPipe, source) = active else { return }
        signalPipe.uninstall()
        source.cancel()
        try? output.write((usesAlternateScreen ? Terminal.leaveAlternateScreen : "") + Terminal.showCursor)
        rawMode.restore()
        CrashRestoration.disarm()
    }

    /// Runs `body`, then restores the terminal, whether `body` returns or throws.
    ///
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    func withRestoration<Result>(_ body: () throws -> Result) rethrows -> Result {
        defer { restore() }
        return try body()
    }

    deinit {
        restore()
    }
}
