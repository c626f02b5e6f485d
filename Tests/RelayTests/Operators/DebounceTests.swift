import Relay
import RelayTesting
import Testing

@Suite struct DebounceTests {
    let scheduler = TestScheduler()

    @Test func emitsAfterAQuietPeriodAndFlushesOnCompletion() {
        let source = scheduler.createHotObservable([
            .next(210, "a"), .next(250, "ab"), .next(400, "abc"), .next(600, "x"), .completed(650),
        ])
        let results = scheduler.start { source.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(results.events == [.next(350, "ab"), .next(500, "abc"), .next(650, "x"), .completed(650)])
    }

    @Test func rxTestTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(260, 3), .next(400, 4), .next(410, 5), .next(420, 6),
            .completed(500),
        ])
        let results = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        #expect(results.events == [.next(280, 3), .next(440, 6), .completed(500)])
    }

    @Test func forwardsErrorsAtOnce() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let results = scheduler.start { source.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(results.events == [.error(220, TestError())])
    }

    @Test func aBurstOfElementsKeepsOneTimerAndEmitsTheLast() {
        let relay = PublishRelay<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = relay.debounce(.seconds(30), scheduler: scheduler).subscribe(observer)
        for tick in 0..<1_000 {
            scheduler.advance(to: tick)
            relay.accept(tick)
        }
        scheduler.advance(to: 40_000)
        #expect(observer.events == [.next(30_999, 999)])
        subscription.dispose()
        #expect(scheduler.isIdle)
    }

    @Test func disposingCancelsThePendingTimer() {
        let relay = PublishRelay<Int>()
        let observer = scheduler.createObserver(Int.self)
        let subscription = relay.debounce(.seconds(30), scheduler: scheduler).subscribe(observer)
        relay.accept(1)
        #expect(!scheduler.isIdle)
        subscription.dispose()
        #expect(scheduler.isIdle)
        scheduler.advance(to: 60_000)
        #expect(observer.events.isEmpty)
    }
}
