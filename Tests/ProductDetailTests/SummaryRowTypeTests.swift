import ProductDetail
import Testing

@Suite struct SummaryRowTypeTests {
    @Test func normalUsersSeeTheBasics() {
        #expect(SummaryRowType.cellTypes(for: .normal) == [.title, .brand, .price, .rating, .stock])
    }

    @Test func premiumUsersAlsoSeeMemberPriceAndDelivery() {
        #expect(
            SummaryRowType.cellTypes(for: .premium) == [
                .title, .brand, .price, .memberPrice, .rating, .stock, .delivery,
            ])
    }

    @Test func everyRowButTheTitleHasALabel() {
        for kind in SummaryRowType.allCases {
            #expect(kind.label.isEmpty == (kind == .title), "\(kind)")
        }
    }
}
