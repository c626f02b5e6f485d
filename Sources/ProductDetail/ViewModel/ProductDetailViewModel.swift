import CatalogKit
import CellKit
import Foundation
import Relay
import SectionKit

/// Turns one product id and one user type into a composed, live product detail page.
///
/// The view model queries the repository for the product, its related products and its
/// notes, maps them to display structs (`ProductCard`, `NoteCard`, `OfferCard`,
/// `SummaryRow`), feeds them to one section controller per `SectionType`, and stacks the
/// sections that `SectionType.sections(for:)` chooses with a `StackComposer`.
///
/// A failed query fails only its own section (with a short reason under the header); the
/// others keep loading. A product query that fails (an unknown id, an unloadable catalog)
/// is also published on `failure`. Once the page has loaded, a query that fails later (its
/// product was removed by a reload) keeps its sections as they were and publishes the
/// failure; when the product comes back, the page follows it again.
///
/// Whatever changes in one turn of the scheduler (several sections, a focus move), the page
/// is built once and published once, on `updates`, with the changes that led to it.
///
/// ## Driving it from a CLI
///
/// Make it on the main actor with `MainScheduler.instance` (the default) and run the main
/// queue with `dispatchMain()`; repository work happens on the repository's own queue and
/// hops back through the scheduler:
///
/// ```swift
/// let viewModel = ProductDetailViewModel(
///     productID: "p-001", userType: .normal, repository: JSONProductRepository(directory: data))
/// viewModel.firstCompletePage
///     .subscribe(onNext: { page in print(PlainTextRenderer().render(page)) })
///     .disposed(by: bag)
/// viewModel.failure.subscribe(onNext: { failure in exit(with: failure) }).disposed(by: bag)
/// viewModel.updates.subscribe(onNext: { update in /* NDJSON: update.changes */ }).disposed(by: bag)
/// dispatchMain()
/// ```
///
/// ## Testing it on virtual time
///
/// In a `@MainActor` test, hand it a `TestScheduler` (and a repository that emits on the
/// same scheduler) and advance the scheduler; every UI call stays on the main actor:
///
/// ```swift
/// @MainActor @Test func loads() {
///     let scheduler = TestScheduler()
///     let viewModel = ProductDetailViewModel(
///         productID: "p-001", userType: .premium, repository: fake, scheduler: scheduler,
///         now: fixedDate)
///     scheduler.advance(to: 100)
///     #expect(viewModel.isLoaded)
/// }
/// ```
@MainActor
public final class ProductDetailViewModel {
    /// The product shown.
    public let productID: String
    /// The user type whose layout is shown; change it with `setUserType(_:)`.
    public private(set) var userType: UserType
    /// How many related products and notes are shown at most.
    public let limits: Limits
    /// Formats entities for display, relative to the `now` given at creation.
    let formatter: DisplayFormatter

    let repository: any ProductRepository
    let scheduler: any Scheduler
    let composer: StackComposer<SectionType>

    let sections: SectionControllers
    /// The section that arrow keys scroll; see `moveFocus(by:)`.
    public internal(set) var focusedSection: SectionType = .summary {
        didSet { markFocus() }
    }

    /// Whether the focused section's header starts with `▸ ` and is highlighted, and the
    /// focused carousel's selected card is drawn marked, the card ⏎ opens (for interactive use;
    /// off by default, so one-shot output carries no focus or selection mark).
    public var showsFocus = false {
        didSet { markFocus() }
    }

    /// Whether every section shown has been out of loading once: from then on, a query that
    /// fails keeps the page as it was.
    private(set) var hasLoaded = false
    /// The page's query, or the wait for its product to come back.
    let pageSubscription = SerialDisposable()
    private let failureRelay = BehaviorRelay<ProductDetailFailure?>(value: nil)
    private let updateRelay = PublishRelay<PageUpdate>()
    private let completeRelay = BehaviorRelay<DetailPage?>(value: nil)
    let bag = DisposeBag()

    /// Creates the view model and starts its queries.
    ///
    /// - Parameters:
    ///   - productID: The product to show.
    ///   - userType: The layout to start with.
    ///   - repository: Where products and notes come from.
    ///   - scheduler: Where UI work runs: `MainScheduler.instance` in an app or CLI, a
    ///     `TestScheduler` in tests. It must run its work on the main actor.
    ///   - now: The moment relative dates count from; pass a fixed date for stable output.
    ///   - limits: How many related products and notes to show.
    ///   - width: The page width in terminal columns; less than 1 counts as 1.
    ///   - widthModel: How the terminal the page is shown on measures text (see `WidthModel`);
    ///     grapheme clusters by default.
    public init(
        productID: String,
        userType: UserType = .normal,
        repository: any ProductRepository,
        scheduler: any Scheduler = MainScheduler.instance,
        now: Date = Date(),
        limits: Limits = Limits(),
        width: Int = 80,
        widthModel: WidthModel = .grapheme
    ) {
        let width = max(width, 1)
        self.productID = productID
        self.userType = userType
        self.repository = repository
        self.scheduler = scheduler
        self.limits = limits
        formatter = DisplayFormatter(now: now)
        let sections = SectionControllers(width: width, scheduler: scheduler, userType: userType)
        self.sections = sections
        composer = StackComposer(width: width, spacing: 1, widthModel: widthModel, scheduler: scheduler) {
            id in
            sections.controller(for: id)
        }
        composer.setSections(SectionType.sections(for: userType))
        composer.updates
            .subscribe(onNext: { [weak self] update in MainActor.assumeIsolated { self?.publish(update) } })
            .disposed(by: bag)
        // Synchronously, before the turn's page is built: the focused carousel keeps a card
        // selected when its cards arrive or its selected card goes.
        composer.changes
            .subscribe(onNext: { [weak self] change in
                MainActor.assumeIsolated {
                    if case .itemsChanged = change { self?.sections.showSelections() }
                }
            })
            .disposed(by: bag)
        startQueries()
    }

    deinit {
        // Free the page's hundreds of small objects (sections, cells, subscription chains)
        // off the thread that closed it, so tearing down many pages costs that thread next to
        // nothing. Its query ends there too, moments later; until then an answer finds no
        // page to update (every delivery holds the view model weakly).
        BackgroundRelease.release(
            ClosedPage(
                sections: sections, composer: composer, bag: bag, pageSubscription: pageSubscription,
                relays: (failureRelay, updateRelay, completeRelay)))
    }

    /// What a closed page hands to the release queue.
    private struct ClosedPage: Sendable {
        let sections: SectionControllers
        let composer: StackComposer<SectionType>
        let bag: DisposeBag
        let pageSubscription: SerialDisposable
        let relays:
            (BehaviorRelay<ProductDetailFailure?>, PublishRelay<PageUpdate>, BehaviorRelay<DetailPage?>)
    }

    // MARK: Outputs

    /// The page as it is now.
    public var page: DetailPage { composer.page() }

    /// Each new page with the changes that led to it (sections inserted, removed or moved,
    /// items changed, section states and headers), built once per scheduler turn in which
    /// anything on it changed (data, a resize, a focus move, a scroll).
    ///
    /// Map it for one part alone: `updates.map(\.page)`, `updates.map(\.changes)`.
    public var updates: Observable<PageUpdate> { updateRelay.asObservable() }

    /// Why the product cannot be shown (an unknown id, an unloadable catalog), also when it
    /// disappears from a reloaded catalog after the page loaded. Replays the last failure to
    /// new subscribers. Reload errors of a repository that keeps its last good catalog are on
    /// the repository's own `errors`.
    public var failure: Observable<ProductDetailFailure> { failureRelay.compactMap { $0 } }

    /// Whether every section shown is out of its loading state (loaded, empty or failed).
    public var isLoaded: Bool { composer.sections.allSatisfy { $0.state != .loading } }

    /// The first page whose sections are all out of loading, once; replayed to late
    /// subscribers. It comes right after the update (on `updates`) that carried it, so a
    /// subscriber to both can take every later update as a change to this page.
    public var firstCompletePage: Observable<DetailPage> {
        completeRelay.compactMap { $0 }.take(1)
    }

    /// The sections shown, in page order.
    public var sectionTypes: [SectionType] { composer.sectionIDs }

    /// The page width in terminal columns.
    public var width: Int { composer.width }

    // MARK: Inputs

    /// Switches the layout to `userType`'s sections; sections both layouts show keep their
    /// items and scroll offsets. The summary, whose rows differ, is replaced.
    public func setUserType(_ userType: UserType) {
        guard userType != self.userType else { return }
        self.userType = userType
        let target = SectionType.sections(for: userType)
        // The summary's height differs per user type: take the old one out before the new
        // one goes in, so the composer asks for a new controller.
        composer.setSections(composer.sectionIDs.filter { $0 != .summary && target.contains($0) })
        sections.userType = userType
        composer.setSections(target)
        if !target.contains(focusedSection) { focusedSection = target.first ?? .summary }
        composer.setNeedsUpdate()
    }

    /// Lays the page out again at `width` columns; less than 1 counts as 1.
    public func resize(width: Int) {
        composer.resize(width: max(width, 1))
    }

    /// Asks the repository to re-read its data; what changes on the page is published on
    /// `updates`.
    public func reload() {
        repository.reload()
    }

    // MARK: Machinery

    private func publish(_ update: PageUpdate) {
        let completes = !hasLoaded && isLoaded
        if completes { hasLoaded = true }
        updateRelay.accept(update)
        // After the update, so that a subscriber to both sees the first complete page last.
        if completes { completeRelay.accept(update.page) }
    }

    func markFocus() {
        sections.markFocus(on: showsFocus ? focusedSection : nil)
        composer.highlightedSection = showsFocus ? focusedSection : nil
    }

    func fail(_ failure: ProductDetailFailure) {
        failureRelay.accept(failure)
    }
}
