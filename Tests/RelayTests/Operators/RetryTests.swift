import Relay
import RelayTesting
import Synchronization
import Testing

@Suite struct RetryTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func retrySubscribesAgainAfterAnError() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let results = scheduler.start(disposed: 265) { source.retry() }
        #expect(results.events == [.next(210, 1), .next(230, 1), .next(250, 1)])
        #expect(
            source.subscriptions == [
                Subscription(200, 220), Subscription(220, 240), Subscription(240, 260),
                Subscription(260, 265),
            ])
    }

    @Test func retryWithACountPassesOnTheLastError() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let results = scheduler.start { source.retry(3) }
        #expect(results.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError())])
        #expect(source.subscriptions.count == 3)
    }

    @Test func retryStopsAtCompletion() {
        let attempts = Atomic<Int>(0)
        let source = Observable<Int>.deferred {
            let attempt = attempts.add(1, ordering: .relaxed).newValue
            return attempt < 3 ? .error(TestError()) : .just(attempt)
        }
        #expect(TestScheduler().start { source.retry() }.events == [.next(200, 3), .completed(200)])
    }

    @Test func aSynchronousFailureRetriedManyTimesDoesNotGrowTheStack() {
        let attempts = Atomic<Int>(0)
        let source = Observable<Int>.deferred {
            attempts.add(1, ordering: .relaxed)
            return .error(TestError())
        }
        let results = TestScheduler().start { source.retry(100_000) }
        #expect(results.events == [.error(200, TestError())])
        #expect(attempts.load(ordering: .relaxed) == 100_000)
    }

    @Test func retryWhenResubscribesOnEachTriggerElement() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let scheduler = self.scheduler
        let results = scheduler.start(disposed: 300) {
            source.retry(when: { errors in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
            })
        }
        #expect(results.events == [.next(210, 1), .next(235, 1), .next(260, 1), .next(285, 1)])
        #expect(source.subscriptions.prefix(2) == [Subscription(200, 220), Subscription(225, 245)])
    }

    @Test func retryWhenEndsWithTheTriggersErrorOrCompletion() {
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError("source"))])
        let failing = scheduler.start {
            source.retry(when: { (errors: Observable<any Error>) in
                errors.map { error -> Int in throw TestError("gave up") }
            })
        }
        #expect(failing.events == [.next(210, 1), .error(220, TestError("gave up"))])
        let other = TestScheduler(initialClock: 0)
        let again = other.createColdObservable([.next(10, 1), .error(20, TestError())])
        let completing = other.start {
            again.retry(when: { (errors: Observable<any Error>) in errors.take(1) })
        }
        #expect(completing.events == [.next(210, 1), .next(230, 1), .completed(240)])
    }

    @Test func retryWhenOfATypedErrorPassesOtherErrorsOn() {
        struct Transient: Error {}
        let attempts = Atomic<Int>(0)
        let source = Observable<Int>.deferred {
            let attempt = attempts.add(1, ordering: .relaxed).newValue
            if attempt == 1 { return .error(Transient()) }
            return .error(TestError("fatal"))
        }
        let results = TestScheduler().start {
            source.retry(when: { (errors: Observable<Transient>) in errors.map { _ in () } })
        }
        #expect(results.events == [.error(200, TestError("fatal"))])
        #expect(attempts.load(ordering: .relaxed) == 2)
    }
}
