import Foundation

/// Parses and writes timestamps (`2026-11-29T08:30:00Z`) without `DateFormatter` or a
/// `Calendar`, so results never depend on the machine's locale or time zone, and dates
/// before 1582 are proleptic Gregorian, never Julian.
///
/// Parsing follows one rule, `TimestampBytes`'s: RFC 3339 `date-time` with a real calendar
/// date in the years 0001 to 9999, and nothing after it.
package enum ISO8601Timestamp {
    /// Parses `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or `±HH:MM` (a data file's
    /// timestamp).
    ///
    /// - Returns: The instant, or `nil` if the text is not such a timestamp.
    package static func date(from text: String) -> Date? {
        Array(text.utf8).withUnsafeBufferPointer(TimestampBytes.date(from:))
    }

    /// Parses an RFC 3339 time in UTC: `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z`
    /// (a pinned clock, such as `PRODUCT_DETAIL_NOW`).
    ///
    /// - Returns: The instant, or `nil` if the text is not such a time.
    package static func utcDate(from text: String) -> Date? {
        Array(text.utf8).withUnsafeBufferPointer(TimestampBytes.utcDate(from:))
    }

    /// Writes `date` as `YYYY-MM-DDTHH:MM:SSZ` in UTC (whole seconds, rounded down).
    package static func string(from date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let civil = CivilDate(daysSinceEpoch: days)
        return "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))T"
            + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }

    /// Zero-pads a non-negative number to `width` digits.
    package static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
