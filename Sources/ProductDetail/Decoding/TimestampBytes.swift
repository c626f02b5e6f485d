import Foundation

/// Reads the data files' timestamps straight from bytes, with the rules of
/// `ISO8601Timestamp.date(from:)` (`YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or
/// `±HH:MM`), so decoding makes no `String` for them.
enum TimestampBytes {
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
