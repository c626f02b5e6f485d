// Relay.docc/GettingStarted.md from "Give a screen a driver" on: one test file, word for word
// (ProductDetailTests' ArticleExampleTests checks it).

// example: relay-getting-started
import Relay
import RelayTesting
import Testing

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

@MainActor
@Test func theScreenShowsEachSummaryAtOnce() {
    let viewModel = CartViewModel()
    let screen = CartScreen(viewModel: viewModel)
    #expect(screen.title == "1 item")
    viewModel.quantity.accept(2)
    #expect(screen.title == "2 items")
}

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
// end example
