/// The process exit statuses, following `sysexits.h` where it has a name for the case.
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
    /// Stopped by Ctrl-C or SIGTERM (128 + SIGINT).
    case interrupted = 130
}
