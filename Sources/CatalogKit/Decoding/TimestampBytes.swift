import Foundation

/// Reads the data files' timestamps straight from bytes, with the rules of
/// `ISO8601Timestamp.date(from:)` (`YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or
/// `±HH:MM`), so decoding makes no `String` for them.
enum TimestampBytes {
    /// The length of the usual form, `2026-11-29T08:30:00Z`.
    static let compactCount = 20

    /// The instant of the usual form, exactly `YYYY-MM-DDTHH:MM:SSZ` in the 20 bytes at
    /// `start`, read at fixed places; `nil` for anything else (which `date(from:)` then
    /// reads, or rejects). Gives what `date(from:)` gives for the same bytes.
    @inline(__always)
    static func compactDate(at start: UnsafePointer<UInt8>) -> Date? {
        @inline(__always) func digits(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in offset..<(offset + count) {
                let digit = start[index] &- 0x30
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int(digit)
            }
            return value
        }
        guard start[4] == 0x2D, start[7] == 0x2D, start[10] == 0x54, start[13] == 0x3A, start[16] == 0x3A,
            start[19] == 0x5A, let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
            let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
            (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year), hour < 24,
            minute < 60, second < 61
        else { return nil }
        let days = CivilDate(year: year, month: month, day: day).daysSinceEpoch
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// - Returns: The instant, or `nil` if the bytes are not such a timestamp.
    static func date(from bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
                index += 1
            }
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D), let day = number(2),
            expect(0x54), let hour = number(2), expect(0x3A), let minute = number(2), expect(0x3A),
            let second = number(2)
        else { return nil }
        guard (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            if index == start { return nil }
        }
        var offsetSeconds = 0
        if expect(0x5A) {
            offsetSeconds = 0
        } else if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
            let sign = bytes[index] == 0x2D ? -1 : 1
            index += 1
            guard let offsetHours = number(2), expect(0x3A), let offsetMinutes = number(2),
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
}
