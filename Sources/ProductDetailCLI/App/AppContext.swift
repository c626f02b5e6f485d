import CatalogKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the app needs from the process: its environment, its working directory, its
/// standard streams and the clock. Passed in, so tests can build an app without touching
/// process-wide state.
public struct AppContext: Sendable {
    /// The process environment.
    var environment: [String: String]
    /// The working directory, for finding `./Data`.
    var currentDirectory: String
    /// Where pages go.
    var output: OutputWriter
    /// Where one-line errors and warnings go.
    public var errorOutput: OutputWriter
    /// The file descriptor keys are read from in `--interactive`.
    var inputDescriptor: Int32
    /// Whether standard input is a terminal.
    var inputIsTerminal: Bool
    /// Whether standard output is a terminal.
    var outputIsTerminal: Bool
    /// The moment relative dates ("3 days ago") count from.
    var now: Date
    /// The time now, for what the screen says happened ("reloaded 09:00:12"): the real clock,
    /// or the moment `PRODUCT_DETAIL_NOW` pins.
    var clock: @Sendable () -> Date = { Date() }

    /// The environment variable that pins the clock (an RFC 3339 UTC time such as
    /// `2026-11-30T09:00:00Z`), for reproducible output in tests and screenshots.
    static let clockVariable = EnvironmentVariable.now.rawValue
    /// A valid value of `clockVariable`, for messages and help.
    static let clockExample = "2026-11-30T09:00:00Z"

    /// The running process's context: its environment, working directory and standard
    /// streams, and the current time (or the one `PRODUCT_DETAIL_NOW` pins).
    ///
    /// - Throws: `UsageError` when `PRODUCT_DETAIL_NOW` is set, not empty, and not an RFC 3339
    ///   UTC time (exit status 64).
    public static func process() throws(UsageError) -> AppContext {
        let environment = ProcessInfo.processInfo.environment
        let pinned = try pinnedNow(in: environment)
        let clock: @Sendable () -> Date
        if let pinned {
            clock = { pinned }
        } else {
            clock = { Date() }
        }
        return AppContext(
            environment: environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            output: OutputWriter(fileDescriptor: STDOUT_FILENO),
            errorOutput: OutputWriter(fileDescriptor: STDERR_FILENO),
            inputDescriptor: STDIN_FILENO,
            inputIsTerminal: Terminal.isTerminal(fileDescriptor: STDIN_FILENO),
            outputIsTerminal: Terminal.isTerminal(fileDescriptor: STDOUT_FILENO),
            now: pinned ?? Date(),
            clock: clock
        )
    }

    /// The time of day `clock` gives, `HH:MM:SS` in the local time zone (`TZ`).
    var timeOfDay: String {
        let seconds = clock().timeIntervalSince1970.rounded(.down)
        // The clock is the system's or a pinned year from 1 to 9999: far inside time_t.
        guard seconds.magnitude < 1e15 else { return "--:--:--" }
        var time = time_t(seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "--:--:--" }
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec))"
    }

    /// The instant `PRODUCT_DETAIL_NOW` pins in `environment`, or `nil` when it is unset or
    /// empty.
    ///
    /// The value is an RFC 3339 time in UTC with a real proleptic Gregorian date of the years
    /// 0001 to 9999, and nothing after it (see `ISO8601Timestamp.utcDate(from:)`, the rule the
    /// data files' timestamps follow too): `2026-02-30T00:00:00Z`, `T24:00:00Z`, an offset or
    /// a trailing newline are refused; `1500-01-01T00:00:00Z` is that proleptic Gregorian day.
    ///
    /// - Throws: `UsageError` naming the variable, its value (escaped and bounded) and the
    ///   format expected, when the value is not such a time.
    static func pinnedNow(in environment: [String: String]) throws(UsageError) -> Date? {
        guard let value = EnvironmentVariable.now.value(in: environment) else { return nil }
        guard let date = ISO8601Timestamp.utcDate(from: value) else {
            throw UsageError(
                "invalid value \(UserText.quoted(value)) for \(clockVariable): expected an RFC 3339 UTC time "
                    + "such as \(clockExample), a real date from 0001 to 9999")
        }
        return date
    }
}
