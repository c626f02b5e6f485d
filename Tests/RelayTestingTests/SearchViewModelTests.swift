import Relay
import RelayTesting
import Testing

/// A small view model in the style DetailStack expects: inputs are relays, outputs are
/// drivers, and every scheduler is injected, so the test below runs on virtual time.
final class SearchViewModel: Sendable {
    /// What the user types.
    let query = PublishRelay<String>()
    /// Results for the latest settled query.
    let results: Driver<[String]>

    init(
        search: @escaping @Sendable (String) -> Observable<[String]>,
        scheduler: any Scheduler
    ) {
        results =
            query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { text in text.isEmpty ? .just([]) : search(text).catchAndReturn([]) }
            .asDriver(onErrorJustReturn: [], scheduler: scheduler)
    }
}

@Suite struct SearchViewModelTests {
    @Test func searchesOnlyForSettledQueriesAndShowsTheLatestAnswer() {
        let scheduler = TestScheduler()
        let requests = Log()
        let viewModel = SearchViewModel(
            search: { text in
                requests.append(text)
                // The backend answers after 100 ms, slower for "s".
                let delay = text == "s" ? 500 : 100
                return scheduler.createColdObservable([.next(delay, ["\(text)-result"]), .completed(delay)])
                    .asObservable()
            },
            scheduler: scheduler
        )
        let shown = scheduler.createObserver([String].self)
        let subscription = viewModel.results.drive(shown.observer)
        scheduler.scheduleAt(100) { viewModel.query.accept("s") }
        scheduler.scheduleAt(150) { viewModel.query.accept("sw") }
        scheduler.scheduleAt(200) { viewModel.query.accept("swi") }
        scheduler.scheduleAt(600) { viewModel.query.accept("swi ") }
        scheduler.scheduleAt(1_000) { viewModel.query.accept("s") }
        scheduler.scheduleAt(1_400) { viewModel.query.accept("swift") }
        scheduler.advance(to: 3_000)
        #expect(requests.all == ["swi", "s", "swift"])
        #expect(shown.events == [.next(600, ["swi-result"]), .next(1_800, ["swift-result"])])
        subscription.dispose()
    }
}
