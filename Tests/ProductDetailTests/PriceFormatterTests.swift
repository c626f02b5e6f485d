import CatalogKit
import Testing

@testable import ProductDetail

@Suite struct PriceFormatterTests {
    private let formatter = PriceFormatter()

    @Test(arguments: [
        (12_800, Currency.jpy, "¥12,800"), (0, .jpy, "¥0"), (999, .jpy, "¥999"),
        (1_234_567, .jpy, "¥1,234,567"),
        (1280, .usd, "$12.80"), (5, .usd, "$0.05"), (100_000, .usd, "$1,000.00"), (-5, .usd, "-$0.05"),
        (-128_000, .jpy, "-¥128,000"),
    ])
    func writesSymbolGroupsAndMinorUnits(minorUnits: Int, currency: Currency, expected: String) {
        #expect(formatter.string(for: Money(minorUnits: minorUnits, currency: currency)) == expected)
    }

    @Test func extremeAmountsAreWrittenExactly() {
        #expect(
            formatter.string(for: Money(minorUnits: .min, currency: .jpy)) == "-¥9,223,372,036,854,775,808")
        #expect(
            formatter.string(for: Money(minorUnits: .max, currency: .jpy)) == "¥9,223,372,036,854,775,807")
        #expect(
            formatter.string(for: Money(minorUnits: .max, currency: .usd)) == "$92,233,720,368,547,758.07")
    }

    @Test func groupingInsertsThousandsSeparators() {
        #expect(PriceFormatter.grouped(0) == "0")
        #expect(PriceFormatter.grouped(999) == "999")
        #expect(PriceFormatter.grouped(1_000) == "1,000")
        #expect(PriceFormatter.grouped(1_284) == "1,284")
        #expect(PriceFormatter.grouped(-1_234_567) == "-1,234,567")
        #expect(PriceFormatter.grouped(Int.min) == "-9,223,372,036,854,775,808")
        #expect(PriceFormatter.grouped(UInt.max) == "18,446,744,073,709,551,615")
    }
}
