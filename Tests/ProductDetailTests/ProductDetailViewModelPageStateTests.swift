import CatalogFixtures
import RelayTesting
import SectionKit
import Testing

@testable import ProductDetail

/// Saving and restoring where a reader was on a page, as a back stack does, on virtual time.
@MainActor
@Suite struct ProductDetailViewModelPageStateTests {
    let scheduler = TestScheduler()
    let repository: FakeProductRepository

    init() {
        repository = FakeProductRepository(catalog: SmallCatalog.catalog(), scheduler: scheduler)
    }

    func makeViewModel(userType: UserType = .normal) -> ProductDetailViewModel {
        let viewModel = ProductDetailViewModel(
            productID: "p-1", userType: userType, repository: repository, scheduler: scheduler,
            now: FixedClock.now,
            width: 40)
        viewModel.showsFocus = true
        return viewModel
    }

    @Test func aFreshPageIsFocusedOnTheSummaryWithEveryCarouselAtItsStart() {
        let viewModel = makeViewModel()
        scheduler.advance(to: 20)
        #expect(
            viewModel.pageState
                == ProductDetailViewModel.PageState(
                    focusedSection: .summary, selectedIndices: [.relatedProducts: 0, .recentNotes: 0],
                    contentOffsets: [.relatedProducts: 0, .recentNotes: 0]))
    }

    @Test func restoringTheSavedStateGivesBackTheSamePage() {
        let left = makeViewModel()
        scheduler.advance(to: 20)
        left.moveFocus(by: 2)
        left.scrollFocusedSection(by: 1)
        left.moveFocus(by: -1)
        left.scrollFocusedSection(by: 3)
        left.scrollFocusedSection(by: -1)
        scheduler.advance(by: 1)
        let saved = left.pageState
        #expect(saved.focusedSection == .relatedProducts)
        #expect(saved.selectedIndices == [.relatedProducts: 2, .recentNotes: 1])

        let back = makeViewModel()
        scheduler.advance(to: 40)
        #expect(back.page != left.page)
        let pages = scheduler.createObserver(DetailPage.self)
        let subscription = back.updates.map(\.page).subscribe(pages.observer)
        defer { subscription.dispose() }
        back.restore(saved)
        scheduler.advance(by: 1)
        #expect(back.pageState == saved)
        #expect(back.page == left.page, "focus mark, carousel offsets and visible cards all as they were")
        #expect(back.selectedRelatedProductID == left.selectedRelatedProductID)
        #expect(pages.events.count == 1, "one page for the whole restore")
    }

    @Test func restoringAlwaysPublishesAPageEvenWhenNothingChanged() {
        let viewModel = makeViewModel()
        scheduler.advance(to: 20)
        let pages = scheduler.createObserver(DetailPage.self)
        let subscription = viewModel.updates.map(\.page).subscribe(pages.observer)
        defer { subscription.dispose() }
        viewModel.restore(viewModel.pageState)
        scheduler.advance(by: 1)
        #expect(pages.events.count == 1)
    }

    @Test func aSectionThePageDoesNotShowIsSkipped() {
        let viewModel = makeViewModel(userType: .normal)
        scheduler.advance(to: 20)
        viewModel.moveFocus(by: 1)
        viewModel.restore(
            ProductDetailViewModel.PageState(
                focusedSection: .memberOffers, selectedIndices: [.memberOffers: 2, .recentNotes: 99]))
        #expect(viewModel.focusedSection == .relatedProducts, "member offers are not on a normal page")
        #expect(viewModel.selectedIndex(in: .recentNotes) == 1, "kept within the two notes")
        #expect(viewModel.sectionTypes == [.summary, .relatedProducts, .recentNotes])
    }
}
