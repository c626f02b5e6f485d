import ProductDetail
import Testing

@Suite struct SectionTypeTests {
    @Test func normalUsersSeeNoMemberSections() {
        #expect(SectionType.sections(for: .normal) == [.summary, .relatedProducts, .recentNotes])
    }

    @Test func premiumUsersSeeMemberOffersAfterTheSummary() {
        #expect(
            SectionType.sections(for: .premium) == [.summary, .memberOffers, .relatedProducts, .recentNotes])
    }

    @Test func everySectionTypeIsShownToSomeone() {
        let shown = Set(UserType.allCases.flatMap(SectionType.sections(for:)))
        #expect(shown == Set(SectionType.allCases))
    }

    @Test func headersAreBilingual() {
        #expect(SectionType.relatedProducts.header.hasPrefix("関連商品"))
        #expect(SectionType.recentNotes.header.hasPrefix("最近投稿したコラム"))
    }
}
