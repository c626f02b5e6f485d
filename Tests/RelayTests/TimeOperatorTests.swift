import Dispatch
import Foundation
import Relay
import RelayTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TimeOperatorTests {
    let scheduler = TestScheduler()

    @Test func debounceEmitsAfterAQuietPeriodAndFlushesOnCompletion() {
        let source = scheduler.createHotObservable([
            .next(210, "a"), .next(250, "ab"), .next(400, "abc"), .next(600, "x"), .completed(650),
        ])
        let results = scheduler.start { source.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(results.events == [.next(350, "ab"), .next(500, "abc"), .next(650, "x"), .completed(650)])
    }

    @Test func debounceForwardsErrorsAtOnce() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let results = scheduler.start { source.debounce(.milliseconds(100), scheduler: scheduler) }
        #expect(results.events == [.error(220, TestError())])
    }

    @Test func throttleEmitsFirstThenLatestOfEachWindow() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(400, 4), .completed(500),
        ])
        let results = scheduler.start { source.throttle(.milliseconds(50), scheduler: scheduler) }
        #expect(results.events == [.next(210, 1), .next(260, 3), .next(400, 4), .completed(500)])
    }

    @Test func throttleWithoutLatestDropsTheRestOfTheWindow() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(270, 3), .completed(300),
        ])
        let results = scheduler.start {
            source.throttle(.milliseconds(50), latest: false, scheduler: scheduler)
        }
        #expect(results.events == [.next(210, 1), .next(270, 3), .completed(300)])
    }

    @Test func observeOnDeliversOnTheSchedulerLater() {
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

    @Test func observeOnAConcurrentQueueKeepsOrderAndNeverOverlaps() throws {
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

    @Test func subscribeOnSubscribesOnTheScheduler() throws {
        let queue = DispatchQueue(label: "subscribe-on-test")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let onQueue = try Observable.deferred { Observable.just(DispatchQueue.getSpecific(key: key) == true) }
            .subscribe(on: SerialDispatchQueueScheduler(queue: queue))
            .first(timeout: .seconds(10))
        #expect(onQueue == true)
    }

    @Test func testSchedulerConvertsDurationsToTicks() {
        #expect(scheduler.ticks(for: .milliseconds(300)) == 300)
        #expect(scheduler.ticks(for: .microseconds(1)) == 1)
        #expect(scheduler.ticks(for: .zero) == 0)
        #expect(TestScheduler(resolution: .seconds(1)).ticks(for: .milliseconds(1500)) == 2)
    }
}
