#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProductDetailApp {
    /// The failure a signal ends the run with, the same in every mode: 128 + the signal's
    /// number (`ExitCode(signal:)`: 129 SIGHUP, 130 SIGINT, 131 SIGQUIT, 138 SIGUSR1,
    /// 140 SIGUSR2, 143 SIGTERM) and a line naming it.
    static func failure(forSignal number: Int32) -> CommandFailure {
        let name: String
        switch number {
        case SIGHUP: name = "SIGHUP"
        case SIGINT: return CommandFailure(exitCode: .interrupted, message: "interrupted")
        case SIGQUIT: name = "SIGQUIT"
        case SIGUSR1: name = "SIGUSR1"
        case SIGUSR2: name = "SIGUSR2"
        case SIGTERM: name = "SIGTERM"
        default: name = "signal \(number)"
        }
        return CommandFailure(
            exitCode: ExitCode(signal: number) ?? .terminated, message: "stopped by \(name)")
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
