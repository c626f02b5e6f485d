import Relay
import RelayTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct ObserveOnTests {
    @Test func deliversOnTheSchedulerLater() {
        let scheduler = TestScheduler()
        let relay = BehaviorRelay(value: 1)
        let observer = scheduler.createObserver(Int.self)
        scheduler.advance(to: 50)
        let subscription = relay.asObservable().observe(on: scheduler).subscribe(observer.observer)
        #expect(observer.events.isEmpty)
        scheduler.flush()
        scheduler.advance(to: 60)
        relay.accept(2)
        #expect(observer.events.count == 1)
        scheduler.flush()
        #expect(observer.events == [.next(50, 1), .next(60, 2)])
        subscription.dispose()
    }

    @Test func aConcurrentQueueKeepsOrderAndNeverOverlaps() throws {
        let overlap = OverlapDetector()
        let elements = try Observable.from(Array(0..<20_000))
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .do(onNext: { _ in
                overlap.enter()
                overlap.leave()
            })
            .toArray(timeout: .seconds(60))
        #expect(elements == Array(0..<20_000))
        #expect(overlap.maximumOverlap == 1)
    }
}
