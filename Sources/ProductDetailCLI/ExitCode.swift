#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process exit statuses, following `sysexits.h` where it has a name for the case, and
/// 128 + the signal's number for a run that a signal ended, as shells report them.
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// The page was shown (or `--count` changes were made).
    case success = 0
    /// The requested product id is not in the catalogue.
    case productNotFound = 1
    /// The command line is wrong (`EX_USAGE`).
    case usage = 64
    /// A data file is malformed (`EX_DATAERR`).
    case dataError = 65
    /// The data directory or a data file is missing (`EX_NOINPUT`).
    case noInput = 66
    /// An unexpected failure inside the program (`EX_SOFTWARE`); never a crash.
    case software = 70
    /// Writing the output failed for a reason other than a closed pipe (`EX_IOERR`): a full
    /// disk, a closed descriptor, an I/O error.
    case ioError = 74
    /// The terminal hung up (128 + SIGHUP), e.g. an ssh connection dropped.
    case hangUp = 129
    /// Stopped by Ctrl-C (128 + SIGINT).
    case interrupted = 130
    /// Stopped by Ctrl-\ (128 + SIGQUIT).
    case quit = 131
    /// Stopped by SIGUSR1 (128 + 10).
    case userSignal1 = 138
    /// Stopped by SIGUSR2 (128 + 12).
    case userSignal2 = 140
    /// Stopped by SIGTERM (128 + 15).
    case terminated = 143

    /// What the status means, as `--help` lists it.
    var summary: String {
        switch self {
        case .success: "success"
        case .productNotFound: "product not found"
        case .usage: "usage error"
        case .dataError: "bad data"
        case .noInput: "missing input"
        case .software: "internal error"
        case .ioError: "output error"
        case .hangUp: "hang-up (SIGHUP)"
        case .interrupted: "Ctrl-C (SIGINT)"
        case .quit: "Ctrl-\\ (SIGQUIT)"
        case .userSignal1: "SIGUSR1"
        case .userSignal2: "SIGUSR2"
        case .terminated: "SIGTERM"
        }
    }

    /// The status of a run that `signal` ended, or `nil` for a signal the command does not
    /// handle.
    public init?(signal: Int32) {
        switch signal {
        case SIGHUP: self = .hangUp
        case SIGINT: self = .interrupted
        case SIGQUIT: self = .quit
        case SIGUSR1: self = .userSignal1
        case SIGUSR2: self = .userSignal2
        case SIGTERM: self = .terminated
        default: return nil
        }
    }
}
