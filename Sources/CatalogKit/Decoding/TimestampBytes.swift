import Foundation

/// Reads timestamps straight from bytes, so decoding makes no `String` for them: the one
/// rule every timestamp of the package follows, the data files' and the CLI's clock alike.
///
/// The rule is RFC 3339's `date-time`: `YYYY-MM-DDTHH:MM:SS`, an optional fraction, then `Z`
/// or `±HH:MM` (`T` and `Z` may be lower case, as RFC 3339 allows), and nothing else: no
/// space, no trailing newline. The date must be a real proleptic Gregorian day of the years
/// 0001 to 9999 (no February 30th, no year 0000, no Julian calendar before 1582); the time
/// runs from 00:00:00 to 23:59:59, with 23:59:60 (a leap second) read as the next midnight,
/// and no 24:00:00. Offsets run from -23:59 to +23:59.
enum TimestampBytes {
    /// The length of the usual form, `2026-11-29T08:30:00Z`.
    static let compactCount = 20

    // Computed, so that the hot fixed-place reading folds them into its comparisons.
    private static var dash: UInt8 { UInt8(ascii: "-") }
    private static var colon: UInt8 { UInt8(ascii: ":") }
    private static var dot: UInt8 { UInt8(ascii: ".") }
    private static var plus: UInt8 { UInt8(ascii: "+") }
    /// `T` and `Z` as lower case letters: `byte | 0x20` folds an upper case one onto them.
    private static var timeSeparator: UInt8 { UInt8(ascii: "t") }
    private static var utcDesignator: UInt8 { UInt8(ascii: "z") }
    private static var lowerCaseBit: UInt8 { 0x20 }

    /// The instant of the usual form, exactly `YYYY-MM-DDTHH:MM:SSZ` in the 20 bytes at
    /// `start`, read at fixed places; `nil` for anything else (which `date(from:)` then
    /// reads, or rejects). Gives what `date(from:)` gives for the same bytes.
    @inline(__always)
    static func compactDate(at start: UnsafePointer<UInt8>) -> Date? {
        @inline(__always) func digits(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in offset..<(offset + count) {
                let digit = start[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int(digit)
            }
            return value
        }
        guard start[4] == dash, start[7] == dash, start[10] | lowerCaseBit == timeSeparator,
            start[13] == colon,
            start[16] == colon, start[19] | lowerCaseBit == utcDesignator, let year = digits(0, 4),
            let month = digits(5, 2), let day = digits(8, 2), let hour = digits(11, 2),
            let minute = digits(14, 2),
            let second = digits(17, 2),
            isValid(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        else { return nil }
        let days = CivilDate(year: year, month: month, day: day).daysSinceEpoch
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// Reads a timestamp by the rule above.
    ///
    /// - Parameter bytes: The timestamp's bytes, and nothing else.
    /// - Returns: The instant, or `nil` if the bytes are not such a timestamp.
    static func date(from bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        date(from: bytes, allowsOffset: true)
    }

    /// Reads a timestamp in UTC (`Z`) by the rule above; an offset is refused.
    ///
    /// - Parameter bytes: The timestamp's bytes, and nothing else.
    /// - Returns: The instant, or `nil` if the bytes are not such a timestamp.
    static func utcDate(from bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        date(from: bytes, allowsOffset: false)
    }

    private static func date(from bytes: UnsafeBufferPointer<UInt8>, allowsOffset: Bool) -> Date? {
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
                index += 1
            }
            return value
        }
        func expect(_ character: UInt8, foldingCase: Bool = false) -> Bool {
            guard index < bytes.count, (foldingCase ? bytes[index] | lowerCaseBit : bytes[index]) == character
            else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(dash), let month = number(2), expect(dash), let day = number(2),
            expect(timeSeparator, foldingCase: true), let hour = number(2), expect(colon),
            let minute = number(2),
            expect(colon), let second = number(2),
            isValid(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        else { return nil }
        var fraction = 0.0
        if expect(dot) {
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
            if index == start { return nil }
        }
        var offsetSeconds = 0
        if expect(utcDesignator, foldingCase: true) {
            offsetSeconds = 0
        } else if allowsOffset, index < bytes.count, bytes[index] == plus || bytes[index] == dash {
            let sign = bytes[index] == dash ? -1 : 1
            index += 1
            guard let offsetHours = number(2), expect(colon), let offsetMinutes = number(2),
                offsetHours < 24, offsetMinutes < 60
            else { return nil }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let days = CivilDate(year: year, month: month, day: day).daysSinceEpoch
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Whether the fields name a moment of a real day: years 0001 to 9999, a day the month
    /// has, 00:00:00 to 23:59:59, or the leap second 23:59:60.
    @inline(__always)
    static func isValid(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Bool {
        (1...9_999).contains(year) && (1...12).contains(month)
            && (1...CivilDate.daysIn(month: month, year: year)).contains(day) && hour < 24 && minute < 60
            && (second < 60 || (second == 60 && hour == 23 && minute == 59))
    }
}
