// RelayTesting.docc/TestingAViewModelOnVirtualTime.md: one test file, word for word
// (ProductDetailTests' ArticleExampleTests checks it).

// example: relaytesting-virtual-time
import Relay
import RelayTesting
import Testing

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
// end example
