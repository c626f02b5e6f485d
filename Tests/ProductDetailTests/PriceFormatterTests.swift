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

    @Test func extremeAmountsDoNotTrap() {
        #expect(
            formatter.string(for: Money(minorUnits: .min, currency: .jpy)) == "-¥9,223,372,036,854,775,808")
    }
}
