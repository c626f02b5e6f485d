#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals whose default action ends the process without a crash: the command catches
/// every one of them, gives the terminal back and exits with 128 + the signal's number.
///
/// The list is POSIX's (hang-up, interrupt, quit, termination, the user signals, the alarm
/// and profiling timers, the CPU and file-size limits, I/O, bad system calls) plus the
/// platform's own (on Linux the power failure, the coprocessor stack fault and every
/// real-time signal, `SIGRTMIN` to `SIGRTMAX`). Crash signals are `CrashRestoration`'s;
/// signals that stop, continue or only inform (SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD…) are
/// not here.
enum TerminatingSignals {
    /// The signals, by number.
    static let all: [Int32] = {
        var signals = [
            SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
            SIGIO, SIGSYS,
        ]
        #if canImport(Glibc)
            signals += [SIGPWR, SIGSTKFLT]
            signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return signals
    }()

    /// The signal's name as `kill -l` spells it with its `SIG` prefix, such as `SIGTERM` or
    /// `SIGRTMIN+3`; `signal N` for a number that names none.
    static func name(of number: Int32) -> String {
        if let name = names[number] { return name }
        #if canImport(Glibc)
            let (low, high) = (__libc_current_sigrtmin(), __libc_current_sigrtmax())
            if number == low { return "SIGRTMIN" }
            if number == high { return "SIGRTMAX" }
            if number > low, number < high {
                return number - low <= high - number
                    ? "SIGRTMIN+\(number - low)" : "SIGRTMAX-\(high - number)"
            }
        #endif
        return "signal \(number)"
    }

    private static let names: [Int32: String] = {
        var names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1",
            SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF",
            SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGIO: "SIGIO", SIGSYS: "SIGSYS", SIGSEGV: "SIGSEGV",
            SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE", SIGABRT: "SIGABRT", SIGTRAP: "SIGTRAP",
            SIGTSTP: "SIGTSTP", SIGCONT: "SIGCONT", SIGWINCH: "SIGWINCH",
        ]
        #if canImport(Glibc)
            names[SIGPWR] = "SIGPWR"
            names[SIGSTKFLT] = "SIGSTKFLT"
        #endif
        return names
    }()
}
