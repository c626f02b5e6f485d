#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the crash handler puts back, set while nothing reads it (before the handlers are
/// installed, or after they are removed). Plain globals: a signal handler may touch nothing
/// else.
nonisolated(unsafe) private var crashTerminalInput: Int32 = -1
nonisolated(unsafe) private var crashTerminalOutput: Int32 = -1
nonisolated(unsafe) private var crashTerminalSettings = termios()
nonisolated(unsafe) private var crashLeavesAlternateScreen = false
/// 1 while a terminal is taken over; the handler clears it, so it restores at most once.
nonisolated(unsafe) private var crashRestorationArmed: Int32 = 0
/// The handlers found when the crash handler was installed, indexed by signal number.
nonisolated(unsafe) private var crashPreviousActions: UnsafeMutablePointer<sigaction>? = nil

/// Signal numbers below this have a slot in `crashPreviousActions`.
private let crashSignalSlots = 65

/// Gives the terminal back when the program crashes: on SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGABRT and SIGTRAP (a Swift runtime trap is one of the last two or SIGILL), an
/// async-signal-safe handler puts the terminal's settings back (`tcsetattr`), leaves the
/// alternate screen and shows the cursor (one `write`), then puts back the handler that was
/// there before (the default one, or the Swift runtime's backtracer) and raises the signal
/// again, so the crash goes on as it would have: same signal, same exit status, same report.
///
/// Only one terminal can be armed at a time; `TerminalRestorer` arms it on `activate()` and
/// disarms it on `restore()`.
enum CrashRestoration {
    /// The signals a crash arrives as.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Installs the crash handlers for a terminal whose settings before the takeover were
    /// `settings`.
    ///
    /// - Parameters:
    ///   - input: The terminal's input descriptor, whose settings are put back.
    ///   - settings: The settings to put back.
    ///   - output: Where the escape codes go.
    ///   - leavesAlternateScreen: Whether the terminal was switched to the alternate screen.
    static func arm(input: Int32, settings: termios, output: Int32, leavesAlternateScreen: Bool) {
        precondition(crashRestorationArmed == 0, "a terminal is already armed for crash restoration")
        crashTerminalInput = input
        crashTerminalOutput = output
        crashTerminalSettings = settings
        crashLeavesAlternateScreen = leavesAlternateScreen
        let previous =
            crashPreviousActions
            ?? {
                let slots = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignalSlots)
                slots.initialize(repeating: sigaction(), count: crashSignalSlots)
                crashPreviousActions = slots
                return slots
            }()
        crashRestorationArmed = 1
        for number in signals where number < crashSignalSlots {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = crashRestorationHandler
            #else
                action.__sigaction_handler.sa_handler = crashRestorationHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(number, &action, previous + Int(number))
        }
    }

    /// Puts back the handlers found by `arm`; does nothing when not armed.
    static func disarm() {
        guard crashRestorationArmed == 1, let previous = crashPreviousActions else { return }
        for number in signals.reversed() where number < crashSignalSlots {
            sigaction(number, previous + Int(number), nil)
        }
        crashRestorationArmed = 0
    }
}

/// Async-signal-safe: `tcsetattr`, `write`, `sigaction` and `raise` only.
private func crashRestorationHandler(_ number: Int32) {
    let savedErrno = errno
    if crashRestorationArmed == 1 {
        crashRestorationArmed = 0
        var settings = crashTerminalSettings
        _ = tcsetattr(crashTerminalInput, TCSANOW, &settings)
        let text: StaticString =
            crashLeavesAlternateScreen ? "\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h" : "\u{1B}[0m\u{1B}[?25h"
        _ = write(crashTerminalOutput, text.utf8Start, text.utf8CodeUnitCount)
    }
    if number >= 0, number < crashSignalSlots, let previous = crashPreviousActions {
        sigaction(number, previous + Int(number), nil)
    }
    errno = savedErrno
    // Delivered once this handler returns, to the handler put back.
    raise(number)
}
