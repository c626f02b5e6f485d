import CatalogFixtures
import CatalogKit
import CellKit
import Foundation
import Relay
import RelayTesting
import SectionKit
import Testing

@testable import ProductDetail

/// The view model on virtual time, with a fake repository whose queries each take 10 ticks.
@MainActor
@Suite struct ProductDetailViewModelTests {
    let scheduler = TestScheduler()
    let repository: FakeProductRepository

    init() {
        repository = FakeProductRepository(catalog: SmallCatalog.catalog(), scheduler: scheduler)
    }

    func makeViewModel(
        _ productID: String = "p-1", userType: UserType = .normal, width: Int = 80
    ) -> ProductDetailViewModel {
        ProductDetailViewModel(
            productID: productID, userType: userType, repository: repository, scheduler: scheduler,
            now: FixedClock.now,
            width: width)
    }

    func state(_ section: SectionType, in viewModel: ProductDetailViewModel) -> SectionState? {
        viewModel.page.section(section.rawValue)?.state
    }

    @Test func sectionsLoadThenShowTheirCards() {
        let viewModel = makeViewModel()
        let pages = scheduler.createObserver(DetailPage.self)
        let subscription = viewModel.firstCompletePage.subscribe(pages.observer)
        defer { subscription.dispose() }
        scheduler.advance(to: 5)
        #expect(!viewModel.isLoaded)
        #expect(viewModel.page.sections.map(\.state) == [.loading, .loading, .loading])
        scheduler.advance(to: 20)
        #expect(viewModel.isLoaded)
        #expect(viewModel.page.sections.map(\.state) == [.loaded, .loaded, .loaded])
        #expect(viewModel.sections.related.items.map(\.id) == ["p-2", "p-3", "p-4", "p-5", "p-6"])
        #expect(viewModel.sections.notes.items.map(\.id) == ["n-1", "n-2"])
        #expect(pages.events.count == 2)  // the page, then completion of take(1)
        #expect(pages.events.first?.value.element == viewModel.page)
    }

    @Test func firstCompletePageComesRightAfterTheUpdateThatCarriedIt() {
        let viewModel = makeViewModel()
        let events = Locked<[(kind: String, page: DetailPage)]>([])
        let bag = DisposeBag()
        viewModel.updates
            .subscribe(onNext: { update in events.withLock { $0.append(("update", update.page)) } })
            .disposed(by: bag)
        viewModel.firstCompletePage
            .subscribe(onNext: { page in events.withLock { $0.append(("complete", page)) } })
            .disposed(by: bag)
        scheduler.advance(to: 20)
        let recorded = events.withLock { $0 }
        #expect(recorded.map(\.kind).suffix(2) == ["update", "complete"])
        #expect(recorded.suffix(2).map(\.page) == [viewModel.page, viewModel.page])
    }

    @Test func firstCompletePageWaitsForTheSlowestSection() {
        repository.setDelay(50, for: .notes)
        let viewModel = makeViewModel()
        scheduler.advance(to: 20)
        #expect(state(.relatedProducts, in: viewModel) == .loaded)
        #expect(state(.recentNotes, in: viewModel) == .loading)
        #expect(!viewModel.isLoaded)
        scheduler.advance(to: 60)
        #expect(viewModel.isLoaded)
    }

    @Test func failedRelatedQueryFailsOnlyItsSection() {
        repository.fail(.related, with: .unreadableFile(path: "products.json", reason: "disk on fire"))
        let viewModel = makeViewModel()
        let failures = scheduler.createObserver(ProductDetailFailure.self)
        let subscription = viewModel.failure.subscribe(failures.observer)
        defer { subscription.dispose() }
        scheduler.advance(to: 20)
        guard case .failed(let message) = state(.relatedProducts, in: viewModel) else {
            Issue.record("related products should have failed")
            return
        }
        #expect(message.contains("disk on fire"))
        #expect(state(.summary, in: viewModel) == .loaded)
        #expect(state(.recentNotes, in: viewModel) == .loaded)
        #expect(viewModel.isLoaded)
        #expect(failures.events.isEmpty)
        #expect(PlainTextRenderer().render(viewModel.page).contains("⚠ Catalog unavailable"))
    }

    /// The README's example, verbatim.
    @Test func relatedFailureLeavesTheRestOfThePage() {
        repository.fail(.related, with: .emptyFile(file: "products.json"))
        let viewModel = makeViewModel(userType: .premium)
        scheduler.advance(to: 100)
        #expect(viewModel.isLoaded)
        #expect(viewModel.page.section("summary")?.state == .loaded)
        #expect(
            viewModel.page.section("relatedProducts")?.state
                == .failed(
                    message: "Catalog unavailable: products.json: the file is empty; expected a JSON array"))
    }

    @Test func failedNotesQueryFailsOnlyItsSection() {
        repository.fail(.notes, with: .emptyFile(file: "notes.json"))
        let viewModel = makeViewModel(userType: .premium)
        scheduler.advance(to: 20)
        #expect(state(.recentNotes, in: viewModel)?.isFailed == true)
        #expect(state(.summary, in: viewModel) == .loaded)
        #expect(state(.memberOffers, in: viewModel) == .loaded)
        #expect(state(.relatedProducts, in: viewModel) == .loaded)
    }

    @Test func unknownProductIsATypedFailureWithSuggestions() {
        let viewModel = makeViewModel("p-7")
        let failures = scheduler.createObserver(ProductDetailFailure.self)
        let subscription = viewModel.failure.subscribe(failures.observer)
        defer { subscription.dispose() }
        scheduler.advance(to: 20)
        guard case .unknownProduct(let id, let suggestions) = failures.events.first?.value.element else {
            Issue.record("expected an unknown-product failure, got \(failures.events)")
            return
        }
        #expect(id == "p-7")
        #expect(!suggestions.isEmpty)
        #expect(state(.summary, in: viewModel) == .failed(message: "No product with id p-7."))
        #expect(viewModel.isLoaded)
        // A late subscriber still learns why.
        let late = scheduler.createObserver(ProductDetailFailure.self)
        let lateSubscription = viewModel.failure.subscribe(late.observer)
        defer { lateSubscription.dispose() }
        #expect(late.events.count == 1)
    }

    @Test(arguments: UserType.allCases)
    func everySectionTypeIsShownOnlyToItsUserTypes(userType: UserType) {
        let expected: [UserType: [SectionType: Bool]] = [
            .normal: [.summary: true, .memberOffers: false, .relatedProducts: true, .recentNotes: true],
            .premium: [.summary: true, .memberOffers: true, .relatedProducts: true, .recentNotes: true],
        ]
        let viewModel = makeViewModel(userType: userType)
        scheduler.advance(to: 20)
        for section in SectionType.allCases {
            let shown = viewModel.page.section(section.rawValue) != nil
            #expect(shown == expected[userType]?[section], "\(section) for \(userType)")
        }
        #expect(viewModel.sectionTypes.first == .summary)
        #expect(viewModel.sectionTypes.last == .recentNotes)
    }

    @Test func summaryRowsDependOnTheUserType() {
        let viewModel = makeViewModel()
        scheduler.advance(to: 20)
        let normal = viewModel.page.section("summary")?.text ?? []
        #expect(normal.count == 6)
        #expect(!normal.joined().contains("会員価格"))
        viewModel.setUserType(.premium)
        scheduler.advance(by: 1)
        let premium = viewModel.page.section("summary")?.text ?? []
        #expect(premium.count == 8)
        #expect(premium.contains { $0.contains("会員価格 Member") && $0.contains("¥1,080 (10% off)") })
        #expect(premium.contains { $0.contains("配送 Delivery") && $0.contains("arrives 2026-12-01") })
    }

    @Test func switchingUserTypeInsertsAndRemovesSectionsAndKeepsOffsets() {
        let viewModel = makeViewModel(width: 40)
        viewModel.showsFocus = true
        scheduler.advance(to: 20)
        viewModel.moveFocus(by: 1)
        #expect(viewModel.focusedSection == .relatedProducts)
        viewModel.scrollFocusedSection(by: 3)
        let offset = viewModel.page.section("relatedProducts")?.contentOffset ?? 0
        #expect(offset > 0)
        let changes = scheduler.createObserver([PageChange].self)
        let subscription = viewModel.updates.map(\.changes).subscribe(changes.observer)
        defer { subscription.dispose() }
        viewModel.setUserType(.premium)
        scheduler.advance(by: 1)
        #expect(viewModel.sectionTypes == [.summary, .memberOffers, .relatedProducts, .recentNotes])
        #expect(viewModel.page.section("relatedProducts")?.contentOffset == offset)
        #expect(viewModel.page.section("memberOffers")?.state == .loaded)
        let structural = changes.events.compactMap(\.value.element).flatMap { $0 }.filter(\.isStructural)
        #expect(
            structural == [
                .sectionRemoved(id: "summary", index: 0), .sectionInserted(id: "summary", index: 0),
                .sectionInserted(id: "memberOffers", index: 1),
            ])
        viewModel.setUserType(.normal)
        #expect(viewModel.sectionTypes == [.summary, .relatedProducts, .recentNotes])
        #expect(viewModel.page.section("relatedProducts")?.contentOffset == offset)
        #expect(viewModel.selectedRelatedProductID == "p-5")
    }

    @Test func reloadWithNewPriceAndNoteEmitsPageChanges() {
        let viewModel = makeViewModel()
        scheduler.advance(to: 20)
        let changes = scheduler.createObserver([PageChange].self)
        let subscription = viewModel.updates.map(\.changes).subscribe(changes.observer)
        defer { subscription.dispose() }
        repository.apply(.setPrice(productID: "p-3", price: Money(minorUnits: 990, currency: .jpy)))
        repository.apply(.addNote(SmallCatalog.note("n-3", daysBeforeNow: 0)))
        viewModel.reload()
        scheduler.advance(to: 100)
        let emitted = changes.events.compactMap(\.value.element).flatMap { $0 }
        #expect(emitted.contains(.itemsChanged(id: "relatedProducts", summary: ChangeSummary(updated: 1))))
        #expect(emitted.contains(.itemsChanged(id: "recentNotes", summary: ChangeSummary(inserted: 1))))
        #expect(!emitted.contains { $0.sectionID == "summary" })
        #expect(viewModel.sections.related.items.first { $0.id == "p-3" }?.priceText == "¥990")
        #expect(viewModel.sections.notes.items.map(\.id) == ["n-3", "n-1", "n-2"])
        #expect(repository.reloadCount == 1)
    }

    @Test func focusMovesBetweenShownSectionsAndStopsAtTheEnds() {
        let viewModel = makeViewModel(userType: .premium)
        viewModel.showsFocus = true
        scheduler.advance(to: 20)
        #expect(viewModel.focusedSection == .summary)
        viewModel.moveFocus(by: -1)
        #expect(viewModel.focusedSection == .summary)
        viewModel.moveFocus(by: 1)
        #expect(viewModel.focusedSection == .memberOffers)
        #expect(viewModel.selectedRelatedProductID == nil)
        viewModel.moveFocus(by: 1)
        #expect(viewModel.selectedRelatedProductID == "p-2")
        viewModel.scrollFocusedSection(by: 100)
        #expect(viewModel.selectedRelatedProductID == "p-6")
        viewModel.scrollFocusedSection(by: -1)
        #expect(viewModel.selectedRelatedProductID == "p-5")
        viewModel.moveFocus(by: 10)
        #expect(viewModel.focusedSection == .recentNotes)
        viewModel.moveFocus(by: -2)
        #expect(viewModel.focusedSection == .memberOffers)
        // The focused section goes away with the premium layout; focus falls to the first.
        viewModel.setUserType(.normal)
        #expect(viewModel.focusedSection == .summary)
    }

    @Test func focusMarkIsShownOnlyWhenAskedFor() {
        let viewModel = makeViewModel()
        scheduler.advance(to: 20)
        viewModel.moveFocus(by: 1)
        #expect(viewModel.page.sections.allSatisfy { !$0.header.hasPrefix("▸") })
        let changes = scheduler.createObserver([PageChange].self)
        let subscription = viewModel.updates.map(\.changes).subscribe(changes.observer)
        defer { subscription.dispose() }
        viewModel.showsFocus = true
        #expect(viewModel.page.section("relatedProducts")?.header == "▸ 関連商品 · Related products")
        viewModel.moveFocus(by: 1)
        #expect(viewModel.page.section("relatedProducts")?.header == "関連商品 · Related products")
        #expect(viewModel.page.section("recentNotes")?.header == "▸ 最近投稿したコラム · Recent notes")
        scheduler.advance(by: 1)
        #expect(
            changes.events.compactMap(\.value.element).flatMap { $0 } == [
                .headerChanged(id: "relatedProducts", header: "▸ 関連商品 · Related products"),
                .headerChanged(id: "relatedProducts", header: "関連商品 · Related products"),
                .headerChanged(id: "recentNotes", header: "▸ 最近投稿したコラム · Recent notes"),
            ])
    }

    @Test func sectionDriversDeliverTheCardsOnTheScheduler() {
        let viewModel = makeViewModel()
        let related = scheduler.createObserver([ProductCard].self)
        let notes = scheduler.createObserver([NoteCard].self)
        let offers = scheduler.createObserver([OfferCard].self)
        let rows = scheduler.createObserver([SummaryRow].self)
        let bag = DisposeBag()
        viewModel.relatedProducts.drive(related.observer).disposed(by: bag)
        viewModel.recentNotes.drive(notes.observer).disposed(by: bag)
        viewModel.memberOffers.drive(offers.observer).disposed(by: bag)
        viewModel.summaryRows(for: .premium).drive(rows.observer).disposed(by: bag)
        scheduler.advance(to: 20)
        #expect(
            related.events.compactMap(\.value.element).map { $0.map(\.id) } == [
                [], ["p-2", "p-3", "p-4", "p-5", "p-6"],
            ])
        #expect(
            notes.events.last?.value.element?.map(\.dateText) == [
                "2026-11-27 · 3 days ago", "2026-11-10 · 2 weeks ago",
            ])
        #expect(offers.events.last?.value.element?.count == 3)
        #expect(rows.events.last?.value.element?.map(\.kind) == SummaryRowType.cellTypes(for: .premium))
        #expect(viewModel.state(of: .memberOffers) == .loaded)
        #expect(viewModel.state(of: .recentNotes) == .loaded)
    }

    @Test func limitsCapTheCarousels() {
        let viewModel = ProductDetailViewModel(
            productID: "p-1", repository: repository, scheduler: scheduler, now: FixedClock.now,
            limits: .init(relatedProducts: 2, recentNotes: 1))
        scheduler.advance(to: 20)
        #expect(viewModel.sections.related.items.count == 2)
        #expect(viewModel.sections.notes.items.count == 1)
    }

    @Test func pagesFollowChangesAndResize() {
        let viewModel = makeViewModel()
        let pages = scheduler.createObserver(DetailPage.self)
        let subscription = viewModel.updates.map(\.page).subscribe(pages.observer)
        defer { subscription.dispose() }
        scheduler.advance(to: 20)
        #expect(pages.events.last?.value.element == viewModel.page)
        let published = pages.events.count
        viewModel.resize(width: 50)
        #expect(viewModel.width == 50)
        // The page is built once, at the end of the scheduler's turn.
        #expect(pages.events.count == published)
        scheduler.advance(by: 1)
        #expect(pages.events.count == published + 1)
        #expect(pages.events.last?.value.element?.width == 50)
    }

    @Test func viewModelIsDeallocatedWhenReleased() {
        weak var weakViewModel: ProductDetailViewModel?
        do {
            let viewModel = makeViewModel(userType: .premium)
            let bag = DisposeBag()
            viewModel.updates.subscribe(onNext: { _ in }).disposed(by: bag)
            viewModel.firstCompletePage.subscribe(onNext: { _ in }).disposed(by: bag)
            viewModel.failure.subscribe(onNext: { _ in }).disposed(by: bag)
            scheduler.advance(to: 20)
            viewModel.setUserType(.normal)
            weakViewModel = viewModel
        }
        #expect(weakViewModel == nil)
        // Answers still in flight find nothing to update.
        repository.apply(.setStock(productID: "p-2", stock: 0))
        scheduler.advance(to: 100)
    }
}

extension SectionState {
    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}

extension PageChange {
    var isStructural: Bool {
        switch self {
        case .sectionInserted, .sectionRemoved, .sectionMoved: true
        default: false
        }
    }

    var sectionID: String {
        switch self {
        case .sectionInserted(let id, _), .sectionRemoved(let id, _), .sectionMoved(let id, _, _),
            .itemsChanged(let id, _), .stateChanged(let id, _), .headerChanged(let id, _):
            id
        }
    }
}
