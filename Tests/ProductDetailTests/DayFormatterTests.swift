import CatalogKit
import Foundation
import Testing

@testable import ProductDetail

@Suite struct DayFormatterTests {
    private let formatter = DayFormatter()

    private func date(_ text: String) throws -> Date {
        try #require(ISO8601Timestamp.date(from: text))
    }

    @Test func writesTheUTCCalendarDay() throws {
        #expect(formatter.string(for: try date("2026-11-29T23:59:59Z")) == "2026-11-29")
        #expect(formatter.string(for: try date("2026-11-30T08:00:00+09:00")) == "2026-11-29")
        #expect(formatter.string(for: try date("2024-02-29T00:00:00Z")) == "2024-02-29")
        #expect(formatter.string(for: try date("1969-12-31T23:59:59Z")) == "1969-12-31")
    }

    @Test func relativeFormCountsUTCDaysFromTheInjectedNow() throws {
        let now = try date("2026-11-29T10:00:00Z")
        let cases: [(String, String)] = [
            ("2026-11-29T00:00:00Z", "today"), ("2026-11-28T23:59:00Z", "yesterday"),
            ("2026-11-26T12:00:00Z", "3 days ago"), ("2026-11-30T01:00:00Z", "tomorrow"),
            ("2026-12-02T00:00:00Z", "in 3 days"), ("2026-11-15T00:00:00Z", "2 weeks ago"),
            ("2026-12-20T00:00:00Z", "in 3 weeks"), ("2026-06-01T00:00:00Z", "2026-06-01"),
        ]
        for (text, expected) in cases {
            #expect(formatter.relativeString(for: try date(text), now: now) == expected, "\(text)")
        }
    }

    @Test func timestampsRoundTripAndInvalidOnesAreRejected() throws {
        for text in ["2026-11-29T08:30:00Z", "2000-01-01T00:00:00Z", "1960-03-01T12:34:56Z"] {
            #expect(ISO8601Timestamp.string(from: try date(text)) == text)
        }
        #expect(ISO8601Timestamp.string(from: try date("2026-11-29T08:30:00.750Z")) == "2026-11-29T08:30:00Z")
        for bad in ["2026-02-29T00:00:00Z", "2026-11-29", "2026-11-29T24:00:00Z", "2026-11-29T08:30:00", "x"]
        {
            #expect(ISO8601Timestamp.date(from: bad) == nil, "\(bad)")
        }
    }
}
