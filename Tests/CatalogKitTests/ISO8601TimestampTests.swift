import Foundation
import Relay
import TestSupport
import Testing

@testable import CatalogKit

/// One rule for every timestamp: RFC 3339 with a real proleptic Gregorian date of the years
/// 0001 to 9999, and nothing after it; `utcDate(from:)` (a pinned clock) takes UTC only.
@Suite struct ISO8601TimestampTests {
    private func seconds(_ text: String) -> Double? {
        ISO8601Timestamp.date(from: text)?.timeIntervalSince1970
    }

    @Test func realDatesReadAsProlepticGregorianInstants() {
        #expect(seconds("2026-11-30T09:00:00Z") == 1_796_029_200)
        #expect(seconds("0001-01-01T00:00:00Z") == -62_135_596_800, "the first day of year 1")
        #expect(seconds("9999-12-31T23:59:59Z") == 253_402_300_799)
        #expect(seconds("1500-01-01T00:00:00Z") == -14_831_769_600, "proleptic Gregorian: no Julian shift")
        #expect(seconds("1582-10-04T00:00:00Z") == -12_220_243_200, "a day the Julian switch skipped")
        #expect(seconds("2024-02-29T00:00:00Z") != nil, "a leap day")
        #expect(seconds("2000-02-29T00:00:00Z") != nil, "a leap day of a 400th year")
    }

    @Test(arguments: [
        "2026-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z",
        "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z", "2026-01-00T00:00:00Z", "0000-01-01T00:00:00Z",
        "2026-11-30T24:00:00Z", "2026-11-30T09:60:00Z", "2026-11-30T12:00:60Z", "2026-11-30T09:00:00Z\n",
        " 2026-11-30T09:00:00Z", "2026-11-30T09:00:00Zjunk", "2026-11-30 09:00:00Z", "2026-11-30T09:00:00",
        "2026-11-30", "2026-11-30T09:00Z", "2026-11-30T09:00:00.Z", "2026-11-30T09:00:00+24:00",
        "2026-11-30T09:00:00+09:60", "2026-11-30T09:00:00+0900", "+2026-11-30T09:00:00Z",
        "10000-01-01T00:00:00Z",
        "２０２６-11-30T09:00:00Z",
    ])
    func impossibleOrLooseTimestampsAreRefused(text: String) {
        #expect(ISO8601Timestamp.date(from: text) == nil)
        #expect(ISO8601Timestamp.utcDate(from: text) == nil)
    }

    @Test func whatRFC3339AllowsIsAccepted() {
        #expect(seconds("2016-12-31T23:59:60Z") == seconds("2017-01-01T00:00:00Z"), "a leap second")
        #expect(seconds("2026-11-30t09:00:00z") == 1_796_029_200, "lower case t and z")
        #expect(seconds("2026-11-30T09:00:00.25Z") == 1_796_029_200.25)
        #expect(seconds("2026-11-30T18:00:00+09:00") == 1_796_029_200)
        #expect(seconds("2026-11-30T08:30:00-00:30") == 1_796_029_200)
    }

    @Test func aPinnedClockIsUTCOnly() {
        #expect(
            ISO8601Timestamp.utcDate(from: "2026-11-30T09:00:00Z")?.timeIntervalSince1970 == 1_796_029_200)
        #expect(ISO8601Timestamp.utcDate(from: "2026-11-30T18:00:00+09:00") == nil)
        #expect(ISO8601Timestamp.utcDate(from: "2026-11-30T09:00:00+00:00") == nil)
    }

    /// Days counted one year and one month at a time, the slow way, against `CivilDate`'s
    /// arithmetic, and every written timestamp reads back as itself.
    @Test func everyDayOfTheRangeMatchesACountedCalendarAndRoundTrips() {
        var generator = SplitMix64(seed: 1_582)
        for _ in 0..<TestScale.size(full: 4_000, small: 300) {
            let year = Int(generator.next() % 9_999) + 1
            let month = Int(generator.next() % 12) + 1
            let day = Int(generator.next() % UInt64(CivilDate.daysIn(month: month, year: year))) + 1
            var counted = 0
            if year >= 1970 {
                for earlier in 1970..<year { counted += Self.isLeap(earlier) ? 366 : 365 }
            } else {
                for later in year..<1970 { counted -= Self.isLeap(later) ? 366 : 365 }
            }
            for earlier in 1..<month { counted += CivilDate.daysIn(month: earlier, year: year) }
            counted += day - 1
            #expect(CivilDate(year: year, month: month, day: day).daysSinceEpoch == counted)
            let second = Int(generator.next() % 86_400)
            let date = Date(timeIntervalSince1970: Double(counted * 86_400 + second))
            let text = ISO8601Timestamp.string(from: date)
            #expect(ISO8601Timestamp.date(from: text) == date, "\(text)")
            #expect(ISO8601Timestamp.utcDate(from: text) == date)
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}
