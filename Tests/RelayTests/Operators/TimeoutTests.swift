import Relay
import RelayTesting
import Testing

@Suite struct TimeoutTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func failsWhenTheNextElementIsLate() {
        let source = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(60, 3), .completed(70),
        ])
        let results = scheduler.start { source.timeout(.seconds(30), scheduler: scheduler) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .error(250, RelayError.timeout)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test func passesEverythingWhenInTime() {
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let results = scheduler.start { source.timeout(.seconds(15), scheduler: scheduler) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test func switchesToTheOtherSequence() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(400, 9)])
        let other = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        let results = scheduler.start { source.timeout(.seconds(50), other: other, scheduler: scheduler) }
        #expect(results.events == [.next(210, 1), .next(265, 100), .completed(270)])
        #expect(source.subscriptions == [Subscription(200, 260)])
        #expect(other.subscriptions == [Subscription(260, 270)])
    }

    @Test func theFirstElementIsTimedFromTheSubscription() {
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 1)])
        let results = scheduler.start { source.timeout(.seconds(50), scheduler: scheduler) }
        #expect(results.events == [.error(250, RelayError.timeout)])
    }
}
