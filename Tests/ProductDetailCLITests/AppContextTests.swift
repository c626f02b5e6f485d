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
    ])
    func malformedClockIsAUsageErrorNamingTheVariableAndTheFormat(value: String) {
        #expect(
            throws: UsageError(
                "invalid value '\(value)' for PRODUCT_DETAIL_NOW: expected an ISO 8601 time such as "
                    + "2026-11-30T09:00:00Z")
        ) {
            try AppContext.pinnedNow(in: ["PRODUCT_DETAIL_NOW": value])
        }
    }

    @Test func hostileClockValueIsEscapedAndBounded() throws {
        let error = try #require(throws: UsageError.self) {
            try AppContext.pinnedNow(in: [
                "PRODUCT_DETAIL_NOW": "\u{1B}[2J" + String(repeating: "9", count: 10_000)
            ])
        }
        #expect(error.description.hasPrefix("invalid value '\\u{1B}[2J999"))
        #expect(error.description.count < 200)
    }
}
