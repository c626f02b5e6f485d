import CatalogFixtures
import CatalogKit
import CellKit
import Foundation
import ProductDetail
import Relay
import RelayTesting
import SectionKit
import TestSupport
import Testing

/// The default product's page from the shipped data, as users first see it.
@MainActor
@Suite struct GoldenPageTests {
    /// The rendered page of `productID` from the shipped `Data/`, loaded on virtual time.
    static func shippedPage(_ productID: String = "p-001", userType: UserType, width: Int) -> String {
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: Fixture.shippedData, scheduler: scheduler)
        let viewModel = ProductDetailViewModel(
            productID: productID, userType: userType, repository: repository, scheduler: scheduler,
            now: FixedClock.now, width: width)
        scheduler.advance(by: 1_000)
        #expect(viewModel.isLoaded)
        return PlainTextRenderer().render(viewModel.page)
    }

    @Test(arguments: UserType.allCases)
    func defaultProductMatchesGoldenText(userType: UserType) {
        let text = Self.shippedPage(userType: userType, width: 80)
        if let mismatch = golden.mismatch(text, named: "p-001-\(userType.rawValue)-80.txt") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }
}
