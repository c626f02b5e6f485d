import Relay
import RelayTesting
import Testing

/// `throttle` on RxTest timelines (1 tick = 1 s): RxSwift's semantics.
@Suite struct ThrottleTests {
    let scheduler = TestScheduler(initialClock: 0)

    var source: TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
            .next(450, 7), .completed(500),
        ])
    }

    @Test func latestEmitsTheHeldElementAtTheEndOfItsWindowAndCompletionWaitsForIt() {
        let source = self.source
        let results = scheduler.start { source.throttle(.seconds(200), scheduler: scheduler) }
        #expect(results.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(source.subscriptions == [Subscription(200, 500)])
    }

    @Test func withoutLatestTheRestOfEachWindowIsDropped() {
        let source = self.source
        let results = scheduler.start { source.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(results.events == [.next(210, 2), .next(410, 6), .completed(500)])
    }

    @Test func heldElementGoesOutWhenTheWindowEndsWithoutANewElement() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400),
        ])
        let results = scheduler.start { source.throttle(.seconds(50), scheduler: scheduler) }
        #expect(results.events == [.next(210, 1), .next(260, 3), .next(310, 4), .completed(400)])
    }

    @Test func anErrorGoesOutAtOnceAndDropsTheHeldElement() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(230, TestError()),
        ])
        let results = scheduler.start { source.throttle(.seconds(100), scheduler: scheduler) }
        #expect(results.events == [.next(210, 1), .error(230, TestError())])
    }

    @Test func emptyAndNeverSources() {
        let empty = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        #expect(
            scheduler.start { empty.throttle(.seconds(200), scheduler: scheduler) }.events
                == [.completed(500)])
        let never = TestScheduler(initialClock: 0)
        let silent = never.createHotObservable([Recorded<Event<Int>>.next(150, 0)])
        let results = never.start { silent.throttle(.seconds(200), scheduler: never) }
        #expect(results.events.isEmpty)
        #expect(silent.subscriptions == [Subscription(200, 1_000)])
    }

    @Test func keepsOneTimerAtATime() {
        let scheduler = TestScheduler()
        let relay = PublishRelay<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = relay.throttle(.milliseconds(100), scheduler: scheduler).subscribe(observer)
        for value in 0..<1_000 { relay.accept(value) }
        scheduler.advance(to: 100)
        #expect(observer.events == [.next(0, 0), .next(100, 999)])
        subscription.dispose()
        #expect(scheduler.isIdle)
    }

    @Test func emitsFirstThenLatestOfEachWindowOnAMillisecondClock() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(400, 4), .completed(500),
        ])
        let results = scheduler.start { source.throttle(.milliseconds(50), scheduler: scheduler) }
        #expect(results.events == [.next(210, 1), .next(260, 3), .next(400, 4), .completed(500)])
    }

    @Test func withoutLatestTheNextWindowOpensWithItsFirstElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(270, 3), .completed(300),
        ])
        let results = scheduler.start {
            source.throttle(.milliseconds(50), latest: false, scheduler: scheduler)
        }
        #expect(results.events == [.next(210, 1), .next(270, 3), .completed(300)])
    }
}
