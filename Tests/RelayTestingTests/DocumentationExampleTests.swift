import Relay
import RelayTesting
import Testing

// The code of the DocC articles, checked. When an article changes, change its copy here:
// Relay.docc/GettingStarted.md and RelayTesting.docc/TestingAViewModelOnVirtualTime.md.
// Where an article prints, the copy records what it would print and checks it.

// MARK: - Getting started with Relay

final class CartViewModel: Sendable {
    /// How many of the product are in the cart.
    let quantity = BehaviorRelay(value: 1)
    /// The line the cart's header shows.
    let summary: Driver<String>

    init(scheduler: any Scheduler = MainScheduler.instance) {
        summary =
            quantity
            .map { $0 == 1 ? "1 item" : "\($0) items" }
            .asDriver(onErrorJustReturn: "", scheduler: scheduler)
    }
}

@MainActor
final class CartScreen {
    private(set) var title = ""
    private let bag = DisposeBag()

    init(viewModel: CartViewModel) {
        viewModel.summary
            .drive(onNext: { [weak self] in self?.title = $0 })
            .disposed(by: bag)
    }
}

// MARK: - Testing a view model on virtual time

final class ProductSearchViewModel: Sendable {
    /// What the user types.
    let query = PublishRelay<String>()
    /// Taps on "Add to cart".
    let addToCartTaps = PublishRelay<Void>()
    /// Names that start with the settled query.
    let suggestions: Driver<[String]>
    /// How many taps were counted.
    let cartCount: Driver<Int>

    init(names: [String], scheduler: any Scheduler = MainScheduler.instance) {
        suggestions =
            query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .map { text in names.filter { $0.hasPrefix(text) } }
            .asDriver(onErrorJustReturn: [], scheduler: scheduler)
        cartCount =
            addToCartTaps
            .throttle(.seconds(1), latest: false, scheduler: scheduler)
            .scan(0) { count, _ in count + 1 }
            .asDriver(onErrorJustReturn: 0, scheduler: scheduler)
    }
}

@Suite struct DocumentationExampleTests {
    // GettingStarted.md: "Hold state in a relay and derive from it".
    @Test func relayFilterMapSubscribePrintsWhatTheArticleSays() {
        let printed = Log()
        let bag = DisposeBag()
        let quantity = BehaviorRelay(value: 1)

        quantity
            .filter { $0 > 0 }
            .map { "\($0) in the cart" }
            .subscribe(onNext: { printed.append($0) })
            .disposed(by: bag)
        #expect(printed.all == ["1 in the cart"])

        quantity.accept(3)
        #expect(printed.all == ["1 in the cart", "3 in the cart"])
        quantity.accept(0)
        #expect(printed.all == ["1 in the cart", "3 in the cart"])
        #expect(quantity.value == 0)
    }

    // GettingStarted.md: "Give a screen a driver".
    @MainActor
    @Test func cartScreenFollowsItsDriverOnTheMainScheduler() {
        let viewModel = CartViewModel()
        let screen = CartScreen(viewModel: viewModel)
        #expect(screen.title == "1 item")
        viewModel.quantity.accept(2)
        #expect(screen.title == "2 items")
    }

    // GettingStarted.md: "Run the same code on virtual time".
    @Test func summaryFollowsTheQuantity() {
        let scheduler = TestScheduler()
        let viewModel = CartViewModel(scheduler: scheduler)
        let summary = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.summary.drive(summary).disposed(by: bag)

        scheduler.scheduleAt(100) { viewModel.quantity.accept(3) }
        scheduler.start()

        #expect(summary.events == [.next(0, "1 item"), .next(100, "3 items")])
    }

    // TestingAViewModelOnVirtualTime.md: "Write the input as a timeline".
    @Test func suggestsOnlyOnceTheQueryHasSettled() {
        let scheduler = TestScheduler()
        let viewModel = ProductSearchViewModel(names: ["Swift", "Switch", "Sweater"], scheduler: scheduler)
        let typing = scheduler.createHotObservable([
            .next(100, "S"), .next(200, "Sw"), .next(300, "Swi"),
            .next(900, "Swe"),
        ])
        let suggestions = scheduler.createObserver([String].self)
        let bag = DisposeBag()
        typing.bind(to: viewModel.query).disposed(by: bag)
        viewModel.suggestions.drive(suggestions).disposed(by: bag)

        scheduler.start()

        #expect(
            suggestions.events == [
                .next(600, ["Swift", "Switch"]),
                .next(1_200, ["Sweater"]),
            ])
    }

    // TestingAViewModelOnVirtualTime.md: "Act at chosen ticks".
    @Test func countsAtMostOneTapPerSecond() {
        let scheduler = TestScheduler()
        let viewModel = ProductSearchViewModel(names: [], scheduler: scheduler)
        let cartCount = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.cartCount.drive(cartCount).disposed(by: bag)

        for tick in [100, 300, 900, 1_200, 2_500] {
            scheduler.scheduleAt(tick) { viewModel.addToCartTaps.accept(()) }
        }
        scheduler.start()

        #expect(cartCount.events == [.next(100, 1), .next(1_200, 2), .next(2_500, 3)])
    }
}
