import Relay
import RelayTesting
import Testing

@Suite struct WithLatestFromTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func combinesWithTheOthersLatestElementAndCompletesWithTheSource() {
        let taps = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(250, 3), .completed(300),
        ])
        let values = scheduler.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(245)])
        let results = scheduler.start { taps.withLatestFrom(values) { "\($0)\($1)" } }
        #expect(results.events == [.next(230, "2x"), .next(250, "3y"), .completed(300)])
    }

    @Test func anErrorOfTheOtherEndsTheResult() {
        let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let values = scheduler.createHotObservable([.next(205, "x"), .error(220, TestError())])
        let results = scheduler.start { taps.withLatestFrom(values) }
        #expect(results.events == [.next(210, "x"), .error(220, TestError())])
    }

    @Test func aBehaviorRelaysCurrentValueIsThereForTheFirstElement() {
        let current = BehaviorRelay(value: "p-001")
        let taps = PublishRelay<Void>()
        let seen = Collected<String>()
        let subscription = taps.withLatestFrom(current).subscribe(onNext: { seen.append($0) })
        taps.accept(())
        current.accept("p-002")
        taps.accept(())
        #expect(seen.all == ["p-001", "p-002"])
        subscription.dispose()
    }

    @Test func withoutASelectorEmitsTheOthersLatestElement() {
        let scheduler = TestScheduler()
        let taps = scheduler.createHotObservable([
            .next(210, ()), .next(230, ()), .next(250, ()), .completed(300),
        ])
        let values = scheduler.createHotObservable([.next(220, "x"), .next(240, "y")])
        let results = scheduler.start { taps.withLatestFrom(values) }
        #expect(results.events == [.next(230, "x"), .next(250, "y"), .completed(300)])
    }
}
