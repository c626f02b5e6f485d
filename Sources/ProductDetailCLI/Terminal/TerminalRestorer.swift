import Relay

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes a terminal over for a live screen and gives it back exactly as it was: its settings
/// (`TerminalMode`), the alternate screen (when used) and the cursor.
///
/// `activate()` enters the mode (raw, or quiet), switches to the alternate screen (when asked), hides the
/// cursor and arms `CrashRestoration`, so that a crash gives the terminal back too. `restore()`
/// undoes all of it, whoever calls it first; later calls do nothing until the next
/// `activate()` (a run suspended by job control gives the terminal back and takes it again).
/// Signals are the app's (`SignalWatcher`): it restores the terminal before it exits.
///
/// ```swift
/// let restorer = TerminalRestorer(
///     mode: try TerminalMode(fileDescriptor: STDIN_FILENO, kind: .raw),
///     output: OutputWriter(fileDescriptor: STDOUT_FILENO),
///     usesAlternateScreen: true)
/// try restorer.withRestoration {
///     try restorer.activate()
///     try runInteractive()
/// }
/// ```
final class TerminalRestorer: Sendable {
    /// The terminal's settings while taken over.
    let mode: TerminalMode
    private let output: OutputWriter
    private let usesAlternateScreen: Bool
    // Whether the terminal is taken; `restore` may race between a signal source and the main flow.
    private let isActive = Locked(false)

    /// Creates a restorer; nothing happens to the terminal until `activate()`.
    ///
    /// - Parameters:
    ///   - mode: The terminal's settings while taken over.
    ///   - output: Where the cursor and screen escape codes go.
    ///   - usesAlternateScreen: Whether to draw on the alternate screen, so the shell's screen
    ///     comes back untouched; off by default.
    init(mode: TerminalMode, output: OutputWriter, usesAlternateScreen: Bool = false) {
        self.mode = mode
        self.output = output
        self.usesAlternateScreen = usesAlternateScreen
    }

    /// Whether the terminal is taken over.
    var isTakenOver: Bool { isActive.withLock { $0 } }

    /// Enters the mode, switches to the alternate screen (when asked), hides the cursor and
    /// arms the crash handlers; does nothing when already active.
    ///
    /// - Throws: `SystemError` when the mode or the escape code cannot be applied; the
    ///   terminal is restored before the error is thrown.
    func activate() throws(SystemError) {
        let activates = isActive.withLock { isActive in
            defer { isActive = true }
            return !isActive
        }
        guard activates else { return }
        CrashRestoration.arm(
            input: mode.fileDescriptor, settings: mode.originalSettings, output: output.fileDescriptor,
            leavesAlternateScreen: usesAlternateScreen)
        do {
            try mode.enter()
            try output.write((usesAlternateScreen ? Terminal.enterAlternateScreen : "") + Terminal.hideCursor)
        } catch {
            restore()
            throw error
        }
    }

    /// Leaves the alternate screen, shows the cursor, puts the settings back and disarms the
    /// crash handlers; does nothing unless active.
    ///
    /// - Parameter drainsOutput: Whether the terminal's settings wait for the output written
    ///   so far to reach it; a run ended by a signal does not wait (a stopped terminal would
    ///   never take it).
    func restore(drainsOutput: Bool = true) {
        let restores = isActive.withLock { isActive in
            defer { isActive = false }
            return isActive
        }
        guard restores else { return }
        try? output.write((usesAlternateScreen ? Terminal.leaveAlternateScreen : "") + Terminal.showCursor)
        mode.restore(drainsOutput: drainsOutput)
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
