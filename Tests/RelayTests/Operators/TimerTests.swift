import Relay
import RelayTesting
import Testing

@Suite struct TimerTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func timerEmitsZeroAfterItsDueTimeThenCompletes() {
        let results = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        #expect(results.events == [.next(300, 0), .completed(300)])
    }

    @Test func periodicTimerCountsUntilDisposed() {
        let results = scheduler.start {
            Observable<Int>.timer(.seconds(100), period: .seconds(300), scheduler: scheduler)
        }
        #expect(results.events == [.next(300, 0), .next(600, 1), .next(900, 2)])
    }

    @Test func intervalStartsAfterOnePeriod() {
        let results = scheduler.start(disposed: 700) {
            Observable<Int>.interval(.seconds(200), scheduler: scheduler)
        }
        #expect(results.events == [.next(400, 0), .next(600, 1)])
        #expect(scheduler.isIdle)
    }

    @Test func aSmallCountTypeStopsAtItsMaximumInsteadOfOverflowing() {
        let scheduler = TestScheduler()
        let observer = scheduler.createObserver(Int8.self)
        let subscription = Observable<Int8>.interval(.milliseconds(1), scheduler: scheduler).subscribe(
            observer)
        scheduler.advance(to: 300)
        subscription.dispose()
        #expect(observer.elements.count == 300)
        #expect(observer.elements.last == .max)
        #expect(observer.elements.prefix(128) == ArraySlice((0...127).map { Int8($0) }))
    }
}
