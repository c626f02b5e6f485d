/// Every environment variable that changes what the command does: the ones its code reads
/// (always through this type, so the list cannot miss one) and the ones the system reads on
/// its behalf. `--help` prints them all, with what each does.
enum EnvironmentVariable: String, CaseIterable, Sendable {
    /// The data directory (see `DataDirectory`).
    case data = "PRODUCT_DETAIL_DATA"
    /// Pins the clock (see `AppContext.pinnedNow(in:)`).
    case now = "PRODUCT_DETAIL_NOW"
    /// Where the live screens are logged (see `ScreenLog`).
    case screenLog = "PRODUCT_DETAIL_SCREEN_LOG"
    /// The page width when the terminal gives none.
    case columns = "COLUMNS"
    /// The live screen's height when the terminal gives none.
    case lines = "LINES"
    /// Turns colour off for `--color auto`.
    case noColor = "NO_COLOR"
    /// `dumb` turns the width-model probe off.
    case terminal = "TERM"
    /// The time zone of the times the screen shows (read by the C library).
    case timeZone = "TZ"
    /// Swift's crash reports (read by the Swift runtime).
    case backtrace = "SWIFT_BACKTRACE"

    /// The variable's value in `environment`, or `nil` when it is unset or empty.
    func value(in environment: [String: String]) -> String? {
        guard let value = environment[rawValue], !value.isEmpty else { return nil }
        return value
    }

    /// What the variable does, as `--help` says it.
    var meaning: String {
        switch self {
        case .data: "Data directory (see DATA)."
        case .now:
            "Pins the clock for relative dates and the times the screen shows: an RFC 3339 UTC time such "
                + "as \(AppContext.clockExample), a real date from 0001 to 9999; anything else is a usage error."
        case .screenLog:
            "Appends every screen a live mode draws to this file, one JSON line each (for tests that compare "
                + "it with the terminal)."
        case .columns: "Page width when the terminal gives none."
        case .lines: "Live screen height when the terminal gives none."
        case .noColor: "When set and not empty, --color auto means no colour."
        case .terminal: "dumb: do not ask the terminal how it measures emoji (--width-model auto)."
        case .timeZone: "Time zone of the times the screen shows (\"reloaded 09:00:12\")."
        case .backtrace:
            "Swift's crash report (enable=no turns it off); whatever it says, a crash gives the terminal back "
                + "and ends the program."
        }
    }
}
