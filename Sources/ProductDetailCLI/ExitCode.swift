#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process exit statuses, following `sysexits.h` where it has a name for the case, and
/// 128 + the signal's number for a run that a signal ended, as shells report them.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The status as the process exits with it.
    public let rawValue: Int32

    /// A status by its number.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The page was shown (or `--count` changes were made).
    public static let success = ExitCode(rawValue: 0)
    /// The requested product id is not in the catalogue.
    public static let productNotFound = ExitCode(rawValue: 1)
    /// The command line is wrong (`EX_USAGE`).
    public static let usage = ExitCode(rawValue: 64)
    /// A data file is malformed (`EX_DATAERR`).
    public static let dataError = ExitCode(rawValue: 65)
    /// The data directory or a data file is missing (`EX_NOINPUT`).
    public static let noInput = ExitCode(rawValue: 66)
    /// An unexpected failure inside the program (`EX_SOFTWARE`); never a crash.
    public static let software = ExitCode(rawValue: 70)
    /// Writing the output failed for a reason other than a closed pipe (`EX_IOERR`): a full
    /// disk, a closed descriptor, an I/O error.
    public static let ioError = ExitCode(rawValue: 74)
    /// The terminal hung up (128 + SIGHUP), e.g. an ssh connection dropped.
    public static let hangUp = ExitCode(rawValue: 128 + SIGHUP)
    /// Stopped by Ctrl-C (128 + SIGINT).
    public static let interrupted = ExitCode(rawValue: 128 + SIGINT)
    /// Stopped by Ctrl-\ (128 + SIGQUIT).
    public static let quit = ExitCode(rawValue: 128 + SIGQUIT)
    /// Stopped by SIGUSR1 (128 + 10).
    public static let userSignal1 = ExitCode(rawValue: 128 + SIGUSR1)
    /// Stopped by SIGUSR2 (128 + 12).
    public static let userSignal2 = ExitCode(rawValue: 128 + SIGUSR2)
    /// Stopped by SIGTERM (128 + 15).
    public static let terminated = ExitCode(rawValue: 128 + SIGTERM)

    /// The statuses with a name of their own, as `--help` lists them; any other signal that
    /// ends the program gives 128 + its number too (see ``init(signal:)``).
    public static let allCases: [ExitCode] = [
        .success, .productNotFound, .usage, .dataError, .noInput, .software, .ioError, .hangUp, .interrupted,
        .quit, .userSignal1, .userSignal2, .terminated,
    ]

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
        default:
            rawValue > 128 ? TerminatingSignals.name(of: rawValue - 128) : "status \(rawValue)"
        }
    }

    /// The status and what it means, such as `143 (SIGTERM)`.
    public var description: String {
        "\(rawValue) (\(summary))"
    }

    /// The status of a run that `signal` ended: 128 + its number, for every signal whose
    /// default action ends the program without a crash (`TerminatingSignals`); `nil` for
    /// others.
    public init?(signal: Int32) {
        guard TerminatingSignals.all.contains(signal) else { return nil }
        self.init(rawValue: 128 + signal)
    }
}
