// README.md, "Testing a view model on virtual time", word for word (ReadmeExampleTests checks
// it).

// example: view-model-on-virtual-time
import Relay
import RelayTesting
import Testing

final class SearchViewModel: Sendable {
    let query = PublishRelay<String>()
    let results: Driver<[String]>

    init(search: @escaping @Sendable (String) -> Observable<[String]>, scheduler: any Scheduler) {
        results =
            query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { search($0).catchAndReturn([]) }
            .asDriver(onErrorJustReturn: [], scheduler: scheduler)
    }
}

@Test func showsResultsForTheSettledQuery() {
    let scheduler = TestScheduler()  // 1 tick = 1 ms by default
    let viewModel = SearchViewModel(search: { .just(["\($0)!"]) }, scheduler: scheduler)
    let shown = scheduler.createObserver([String].self)
    let subscription = viewModel.results.drive(shown.observer)
    scheduler.scheduleAt(100) { viewModel.query.accept("sw") }
    scheduler.scheduleAt(200) { viewModel.query.accept("swift") }
    scheduler.advance(to: 1_000)
    #expect(shown.events == [.next(500, ["swift!"])])
    subscription.dispose()
}
// end example
