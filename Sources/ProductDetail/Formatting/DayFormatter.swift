import CatalogKit
import Foundation

/// Writes dates as UTC calendar days (`2026-11-29`) or relative to an injected "now"
/// (`today`, `yesterday`, `3 days ago`), without consulting the machine's locale or time
/// zone.
///
/// ```swift
/// let formatter = DayFormatter()
/// formatter.string(for: note.publishedAt)                 // "2026-11-27"
/// formatter.relativeString(for: note.publishedAt, now: now)  // "2 days ago"
/// ```
struct DayFormatter: Sendable {
    /// The UTC calendar day of `date`, as `YYYY-MM-DD`.
    func string(for date: Date) -> String {
        let civil = CivilDate(daysSinceEpoch: Self.utcDay(of: date))
        return "\(ISO8601Timestamp.pad(civil.year, 4))-\(ISO8601Timestamp.pad(civil.month, 2))-"
            + ISO8601Timestamp.pad(civil.day, 2)
    }

    /// How far `date` is from `now`, counted in UTC calendar days.
    ///
    /// Same day: `today`; one day: `yesterday` / `tomorrow`; up to 13 days: `N days ago` /
    /// `in N days`; up to 8 weeks: `N weeks ago` / `in N weeks`; further: the day itself,
    /// as `string(for:)` writes it.
    ///
    /// - Parameters:
    ///   - date: The date to describe.
    ///   - now: The reference instant (inject a fixed one in tests).
    func relativeString(for date: Date, now: Date) -> String {
        let difference = Self.utcDay(of: now) - Self.utcDay(of: date)
        let distance = abs(difference)
        let isPast = difference > 0
        switch distance {
        case 0:
            return "today"
        case 1:
            return isPast ? "yesterday" : "tomorrow"
        case 2...13:
            return isPast ? "\(distance) days ago" : "in \(distance) days"
        case 14...56:
            let weeks = distance / 7
            return isPast ? "\(weeks) weeks ago" : "in \(weeks) weeks"
        default:
            return string(for: date)
        }
    }

    private static func utcDay(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }
}
