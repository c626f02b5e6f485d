import Foundation
import Testing

@testable import ProductDetailCLI

@Suite struct AppContextTests {
    @Test func pinnedClockIsReadFromTheEnvironment() throws {
        let now = try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": "2026-11-30T09:00:00Z"])
        #expect(now == Date(timeIntervalSince1970: 1_796_029_200))
        #expect(try AppContext.pinnedNow(in: [:]) == nil)
        #expect(try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": ""]) == nil)
    }

    @Test(arguments: [
        "yesterday", "2026-11-30", "2026-13-01T00:00:00Z", "99999-01-01T00:00:00Z", " 2026-11-30T09:00:00Z",
        "2026-02-30T00:00:00Z", "2026-11-30T24:00:00Z", "0000-12-31T00:00:00Z", "2026-11-30T18:00:00+09:00",
    ])
    func malformedClockIsAUsageErrorNamingTheVariableAndTheFormat(value: String) {
        #expect(
            throws: UsageError(
                "invalid value '\(value)' for PRODUCT_DETAIL_NOW: expected an RFC 3339 UTC time such as "
                    + "2026-11-30T09:00:00Z, a real date from 0001 to 9999")
        ) {
            try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": value])
        }
    }

    @Test func aTrailingNewlineIsNotPartOfTheTime() {
        #expect(throws: UsageError.self) {
            try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": "2026-11-30T09:00:00Z\n"])
        }
    }

    @Test func everyYearFromOneTo9999IsProlepticGregorian() throws {
        let first = try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": "0001-01-01T00:00:00Z"])
        #expect(first?.timeIntervalSince1970 == -62_135_596_800)
        let early = try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": "1500-01-01T00:00:00Z"])
        #expect(early?.timeIntervalSince1970 == -14_831_769_600, "no Julian shift")
        let last = try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": "9999-12-31T23:59:59Z"])
        #expect(last?.timeIntervalSince1970 == 253_402_300_799)
    }

    @Test func hostileClockValueIsEscapedAndBounded() throws {
        let error = try #require(throws: UsageError.self) {
            try AppContext.pinnedNow(in: [
                "PRODUCT_DETAIL_NOW": "\u{1B}[2J" + String(repeating: "9", count: 10_000)
            ])
        }
        #expect(error.description.hasPrefix("invalid value '\\u{1B}[2J999"))
        #expect(error.description.count < 250)
    }
}
