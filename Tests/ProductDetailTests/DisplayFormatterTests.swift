import Foundation
import Testing

@testable import ProductDetail

@Suite struct DisplayFormatterTests {
    let formatter = DisplayFormatter(now: Clock.now)

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

    @Test func groupingInsertsThousandsSeparators() {
        #expect(DisplayFormatter.grouped(0) == "0")
        #expect(DisplayFormatter.grouped(999) == "999")
        #expect(DisplayFormatter.grouped(1_284) == "1,284")
        #expect(DisplayFormatter.grouped(-1_234_567) == "-1,234,567")
    }
}
