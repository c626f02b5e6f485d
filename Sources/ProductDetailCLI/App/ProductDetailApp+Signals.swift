#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProductDetailApp {
    /// Catches, before anything else happens, every signal that would end the run, and the
    /// notifications its output follows: SIGWINCH for the modes that keep running, and job
    /// control (SIGTSTP, SIGCONT) for those that take the terminal.
    func watchSignals() {
        CrashRestoration.install()
        guard signals == nil else { return }
        let takesTerminal = presenter.takesTerminal
        signals = try? SignalWatcher(
            notifications: (mode.keepsRunning ? [SIGWINCH] : []) + (takesTerminal ? [SIGTSTP, SIGCONT] : []),
            onTerminate: { [weak self] number in self?.finish(bySignal: number) },
            onNotification: { [weak self] number in
                switch number {
                case SIGWINCH: self?.terminalResized()
                case SIGTSTP: self?.suspend(stopsGroup: false)
                case SIGCONT: self?.continued()
                default: break
                }
            })
        // A write waiting for a reader gives up when one of them arrives.
        context.output.interrupt(whenReadable: signals?.terminatingDescriptor)
        context.errorOutput.interrupt(whenReadable: signals?.terminatingDescriptor)
    }

    /// Puts back the signal handlers found at `start`.
    func stopWatchingSignals() {
        context.output.interrupt(whenReadable: nil)
        context.errorOutput.interrupt(whenReadable: nil)
        signals?.stop()
        signals = nil
    }

    /// Ends the run as the signal `number` asks, without waiting for a reader: the last
    /// words (the terminal's escape codes, the message on standard error) are written only if
    /// they can be at once.
    func finish(bySignal number: Int32) {
        context.output.neverWait()
        context.errorOutput.neverWait()
        finish(Self.failure(forSignal: number))
    }

    /// The failure a signal ends the run with, the same in every mode: 128 + the signal's
    /// number (`ExitCode(signal:)`: 129 SIGHUP, 130 SIGINT, 131 SIGQUIT, 143 SIGTERM, 152
    /// SIGXCPU…) and a line naming it.
    static func failure(forSignal number: Int32) -> CommandFailure {
        if number == SIGINT { return CommandFailure(exitCode: .interrupted, message: "interrupted") }
        return CommandFailure(
            exitCode: ExitCode(signal: number) ?? .terminated,
            message: "stopped by \(TerminatingSignals.name(of: number))")
    }

    /// The failure for a write to standard output that failed for another reason than a
    /// closed pipe: exit 74 (`EX_IOERR`) with the reason.
    static func writeFailure(_ error: SystemError) -> CommandFailure {
        CommandFailure(exitCode: .ioError, message: "cannot write to standard output: \(error)")
    }

    /// The failure for a standard output that is not open at all (`>&-`), or `nil` when it is.
    ///
    /// Checked before anything is opened: once a file takes the free descriptor number, a
    /// write would go to that file instead.
    static func closedOutputFailure(_ descriptor: Int32) -> CommandFailure? {
        guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return nil }
        return writeFailure(SystemError("write", code: EBADF))
    }
}
