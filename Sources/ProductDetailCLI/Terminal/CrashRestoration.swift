#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the crash handler puts back, set while nothing reads it (before the terminal is
/// armed, or after it is disarmed). Plain globals: a signal handler may touch nothing else.
nonisolated(unsafe) private var crashTerminalInput: Int32 = -1
nonisolated(unsafe) private var crashTerminalOutput: Int32 = -1
nonisolated(unsafe) private var crashTerminalSettings = termios()
nonisolated(unsafe) private var crashLeavesAlternateScreen = false
/// 1 while a terminal is taken over; the handler clears it, so it restores at most once.
nonisolated(unsafe) private var crashRestorationArmed: Int32 = 0
/// The handlers found when the crash handlers were installed, indexed by signal number; set
/// once, before any crash handler can read it.
nonisolated(unsafe) private var crashPreviousActions: UnsafeMutablePointer<sigaction>? = nil

/// Signal numbers below this have a slot in `crashPreviousActions`.
private let crashSignalSlots = 65

/// Makes a crash end the process, and give the terminal back first.
///
/// On SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP (a Swift runtime trap is one of
/// the last two or SIGILL), from a real fault or from `kill`, an async-signal-safe handler:
/// 1. puts the terminal's settings back (`tcsetattr`), leaves the alternate screen and shows
///    the cursor (one `write`), when a terminal is armed;
/// 2. calls the handler that was there before, which is the Swift runtime's backtracer
///    unless `SWIFT_BACKTRACE` turned it off: the report stays the user's choice;
/// 3. ends the process by the signal (default action, raised again), because the backtracer
///    returns, and after a signal sent with `kill` nothing faults again: without this step the
///    process would go on running.
///
/// `install()` puts the handlers in place for the rest of the process; a terminal taken over
/// is armed with `arm(…)` and disarmed with `disarm()` when given back. One terminal at a
/// time; call these from one thread at a time (the main one, in the app).
enum CrashRestoration {
    /// The signals a crash arrives as.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Installs the crash handlers, once per process (later calls do nothing).
    static func install() {
        guard crashPreviousActions == nil else { return }
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignalSlots)
        previous.initialize(repeating: sigaction(), count: crashSignalSlots)
        for number in signals where number < crashSignalSlots {
            sigaction(number, nil, previous + Int(number))
        }
        crashPreviousActions = previous
        for number in signals where number < crashSignalSlots {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_sigaction = crashHandler
            #else
                action.__sigaction_handler.sa_sigaction = crashHandler
            #endif
            // As the backtracer asks for its own handler: other signals wait, and the crash
            // signals stay unblocked, so that the threads it starts can take (and survive) the
            // faults its memory reads may meet.
            sigfillset(&action.sa_mask)
            for crash in signals { sigdelset(&action.sa_mask, crash) }
            action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO | SA_NODEFER)
            sigaction(number, &action, nil)
        }
    }

    /// Arms the handlers for a terminal whose settings before the takeover were `settings`,
    /// installing them first if need be.
    ///
    /// - Parameters:
    ///   - input: The terminal's descriptor whose settings are put back.
    ///   - settings: The settings to put back.
    ///   - output: Where the escape codes go.
    ///   - leavesAlternateScreen: Whether the terminal was switched to the alternate screen.
    static func arm(input: Int32, settings: termios, output: Int32, leavesAlternateScreen: Bool) {
        precondition(crashRestorationArmed == 0, "a terminal is already armed for crash restoration")
        install()
        crashTerminalInput = input
        crashTerminalOutput = output
        crashTerminalSettings = settings
        crashLeavesAlternateScreen = leavesAlternateScreen
        crashRestorationArmed = 1
    }

    /// Disarms the handlers (the terminal was given back); they still end the process.
    static func disarm() {
        crashRestorationArmed = 0
    }

    /// Whether a terminal is armed.
    static var isArmed: Bool { crashRestorationArmed == 1 }
}

/// Async-signal-safe: `tcsetattr`, `write`, `sigaction` and `raise`, and the handler found
/// before (the backtracer, which is written to run in a signal handler).
private func crashHandler(
    _ number: Int32, _ information: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    let savedErrno = errno
    if crashRestorationArmed == 1 {
        crashRestorationArmed = 0
        var settings = crashTerminalSettings
        _ = tcsetattr(crashTerminalInput, TCSANOW, &settings)
        let text: StaticString =
            crashLeavesAlternateScreen ? "\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h" : "\u{1B}[0m\u{1B}[?25h"
        _ = write(crashTerminalOutput, text.utf8Start, text.utf8CodeUnitCount)
    }
    if number > 0, number < crashSignalSlots, let previous = crashPreviousActions?[Int(number)] {
        #if canImport(Darwin)
            let handler = previous.__sigaction_u.__sa_handler
            let informed = previous.__sigaction_u.__sa_sigaction
        #else
            let handler = previous.__sigaction_handler.sa_handler
            let informed = previous.__sigaction_handler.sa_sigaction
        #endif
        // SIG_DFL is 0 and SIG_IGN 1: neither is a function to call.
        if unsafeBitCast(handler, to: Int.self) > 1 {
            if previous.sa_flags & SA_SIGINFO != 0 {
                informed?(number, information, context)
            } else {
                handler?(number)
            }
        }
    }
    // Whatever that handler did, end the process by the signal, at its default action.
    var fallback = sigaction()
    sigemptyset(&fallback.sa_mask)
    sigaction(number, &fallback, nil)
    errno = savedErrno
    raise(number)
}
