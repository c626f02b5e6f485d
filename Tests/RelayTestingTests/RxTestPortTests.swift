// Written in RxTest's style: with RxSwift, the imports are `import RxSwift`, `import RxRelay`
// and `import RxTest`, and nothing else in this file changes.
import Relay
import RelayTesting
import Testing

@Suite struct RxTestPortTests {
    @Test func test_searchPipeline_debouncesFiltersAndSwitches() {
        let scheduler = TestScheduler(initialClock: 0)

        let queries = scheduler.createHotObservable([
            .next(150, "ignored"),
            .next(210, "s"),
            .next(215, "sw"),
            .next(230, "swi"),
            .next(300, ""),
            .next(340, "swift"),
            .completed(600),
        ])
        let backend = scheduler.createColdObservable([
            .next(20, ["answer"]),
            .completed(20),
        ])

        let res = scheduler.start {
            queries
                .debounce(.seconds(10), scheduler: scheduler)
                .filter { !$0.isEmpty }
                .distinctUntilChanged()
                .flatMapLatest { _ in backend }
        }

        let correct = Recorded.events(
            .next(260, ["answer"]),
            .next(370, ["answer"]),
            .completed(600)
        )
        #expect(res.events == correct)
        #expect(queries.subscriptions == [Subscription(200, 600)])
        #expect(
            backend.subscriptions == [Subscription(225, 240), Subscription(240, 260), Subscription(350, 370)])
    }

    @Test func test_relayRecordedByAnObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        let observer = scheduler.createObserver(Int.self)
        let bound = scheduler.createObserver(Int.self)
        let disposeBag = DisposeBag()

        scheduler.scheduleAt(100) {
            relay.subscribe(observer).disposed(by: disposeBag)
        }
        scheduler.scheduleAt(200) {
            relay.accept(2)
        }
        scheduler.scheduleAt(300) {
            relay.asObservable().map { $0 * 10 }.bind(to: bound).disposed(by: disposeBag)
            relay.accept(3)
        }
        scheduler.start()

        #expect(observer.events == [.next(100, 1), .next(200, 2), .next(300, 3)])
        #expect(bound.events == [.next(300, 20), .next(300, 30)])
    }

    @Test func test_errorAndCompletionAtExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .error(220, testError),
        ])

        let res = scheduler.start(created: 100, subscribed: 205, disposed: 400) {
            xs.map { $0 + 1 }
        }

        #expect(res.events == [.next(210, 3), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(205, 220)])
        #expect(Recorded.completed(10, Int.self).time == 10)
    }
}

/// RxTest suites conventionally share one error value.
let testError = TestError.dummy

enum TestError: Error {
    case dummy
}
