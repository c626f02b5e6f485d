import CatalogFixtures
import CatalogKit
import Foundation
import Testing

@testable import ProductDetail

@Suite struct DisplayFormatterTests {
    let formatter = DisplayFormatter(now: FixedClock.now)

    @Test func productCardFormatsPriceRatingAndStock() {
        var product = SmallCatalog.product("p-9", price: 1_280, currency: .usd)
        product.rating = 4.66
        product.stock = 12_345
        let card = formatter.productCard(for: product)
        #expect(card.priceText == "$12.80")
        #expect(card.ratingText == "★4.7 (1,284)")
        #expect(card.stockText == "在庫あり In stock (12,345)")
        #expect(card.imageSymbol == "☕️")
    }

    @Test(arguments: [(0, "在庫切れ Sold out"), (1, "残り1点 Only 1 left"), (5, "残り5点 Only 5 left")])
    func lowStockIsCalledOut(stock: Int, text: String) {
        var product = SmallCatalog.product("p-9")
        product.stock = stock
        #expect(formatter.productCard(for: product).stockText == text)
    }

    @Test func memberPriceIsNinetyPercentRoundedToTheMinorUnit() {
        #expect(
            DisplayFormatter.memberPrice(of: Money(minorUnits: 12_800, currency: .jpy)).minorUnits == 11_520)
        #expect(DisplayFormatter.memberPrice(of: Money(minorUnits: 999, currency: .jpy)).minorUnits == 899)
        #expect(
            DisplayFormatter.memberPrice(of: Money(minorUnits: 1_285, currency: .usd)).minorUnits == 1_157)
    }

    @Test func noteCardShowsDayAndRelativeDay() {
        #expect(
            formatter.noteCard(for: SmallCatalog.note("n", daysBeforeNow: 3)).dateText
                == "2026-11-27 · 3 days ago")
        #expect(formatter.noteCard(for: SmallCatalog.note("n", daysBeforeNow: 400)).dateText == "2025-10-26")
    }

    @Test func summaryRowsFollowCellTypes() {
        let product = SmallCatalog.product("p-9", price: 12_800)
        for userType in UserType.allCases {
            let rows = formatter.summaryRows(for: product, userType: userType)
            #expect(rows.map(\.kind) == SummaryRowType.cellTypes(for: userType))
        }
        let premium = formatter.summaryRows(for: product, userType: .premium)
        #expect(premium.first { $0.kind == .memberPrice }?.value == "¥11,520 (10% off)")
        #expect(premium.first { $0.kind == .delivery }?.value == "Free express · arrives 2026-12-01")
    }

    @Test func memberOffersAreDerivedFromThePrice() {
        let offers = formatter.memberOffers(for: SmallCatalog.product("p-9", price: 12_800))
        #expect(offers.map(\.value) == ["¥11,520", "+576 pt", "Free express"])
        #expect(offers[0].detail == "10% off · save ¥1,280")
    }

    @Test func memberPriceMatchesNinetyPercentRoundedHalfUpForSmallPrices() {
        // Against the plain formula, where it cannot overflow.
        for minorUnits in 0...2_000 {
            let member = DisplayFormatter.memberPrice(of: Money(minorUnits: minorUnits, currency: .jpy))
            #expect(member.minorUnits == (minorUnits * 9 + 5) / 10, "price \(minorUnits)")
        }
    }

    @Test func memberPriceIsExactForTheLargestPrices() {
        // 90% of 9,223,372,036,854,775,807 is 8,301,034,833,169,298,226.3.
        #expect(
            DisplayFormatter.memberPrice(of: Money(minorUnits: .max, currency: .jpy)).minorUnits
                == 8_301_034_833_169_298_226)
        // 1,024,819,115,206,086,201 is the first price whose price × 9 + 5 overflows.
        #expect(
            DisplayFormatter.memberPrice(of: Money(minorUnits: 1_024_819_115_206_086_201, currency: .jpy))
                .minorUnits == 922_337_203_685_477_581)
        #expect(
            DisplayFormatter.memberPrice(of: Money(minorUnits: .min, currency: .jpy)).minorUnits
                == -8_301_034_833_169_298_227)
        #expect(DisplayFormatter.memberPrice(of: Money(minorUnits: -5, currency: .usd)).minorUnits == -5)
    }

    @Test func memberOffersOfTheLargestPriceAreExact() {
        let offers = formatter.memberOffers(for: SmallCatalog.product("p-9", price: .max))
        #expect(offers[0].value == "¥8,301,034,833,169,298,226")
        #expect(offers[0].detail == "10% off · save ¥922,337,203,685,477,581")
        #expect(offers[1].value == "+415,051,741,658,464,911 pt")
        let dollars = formatter.memberOffers(for: SmallCatalog.product("p-9", price: .max, currency: .usd))
        #expect(dollars[0].value == "$83,010,348,331,692,982.26")
        #expect(dollars[1].value == "+4,150,517,416,584,649 pt")
        let premium = formatter.summaryRows(for: SmallCatalog.product("p-9", price: .max), userType: .premium)
        #expect(premium.first { $0.kind == .memberPrice }?.value == "¥8,301,034,833,169,298,226 (10% off)")
    }

    @Test func pointsAreFivePercentOfWholeUnitsRoundedDown() {
        #expect(DisplayFormatter.points(for: Money(minorUnits: 11_520, currency: .jpy)) == 576)
        #expect(DisplayFormatter.points(for: Money(minorUnits: 19, currency: .jpy)) == 0)
        #expect(DisplayFormatter.points(for: Money(minorUnits: 2_000, currency: .usd)) == 1)
        #expect(
            DisplayFormatter.points(for: Money(minorUnits: .min, currency: .jpy)) == -461_168_601_842_738_790)
    }

    @Test func ratingOutsideZeroToFiveIsClampedNotTrapped() {
        var product = SmallCatalog.product("p-9")
        for (rating, text) in [(Double.nan, "★0.0"), (.infinity, "★5.0"), (-1e300, "★0.0"), (4.66, "★4.7")] {
            product.rating = rating
            #expect(formatter.productCard(for: product).ratingText.hasPrefix(text + " "), "rating \(rating)")
        }
    }
}
