import Relay
import RelayTesting
import Synchronization
import Testing

@Suite(.timeLimit(.minutes(3))) struct ObservableCreationTests {
    @Test func createDropsEverythingAfterATerminalEvent() throws {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }
        #expect(try source.toArray(timeout: .seconds(5)) == [1])
        let events = Collected<Event<Int>>()
        _ = source.subscribe(Observer { events.append($0) })
        #expect(events.all == [.next(1), .completed])
    }

    @Test func createReleasesItsResourcesAfterATerminalEvent() {
        let released = Atomic<Bool>(false)
        let source = Observable<Int>.create { observer in
            observer.onError(TestError())
            return Disposables.create { released.store(true, ordering: .relaxed) }
        }
        _ = source.subscribe(onNext: { _ in })
        let releasedValue = released.load(ordering: .relaxed)
        #expect(releasedValue)
    }

    @Test func createDropsEventsAfterDispose() {
        let holder = Locked<Observer<Int>?>(nil)
        let source = Observable<Int>.create { observer in
            holder.withLock { $0 = observer }
            return Disposables.create()
        }
        let seen = Collected<Int>()
        let subscription = source.subscribe(onNext: { seen.append($0) })
        holder.withLock { $0 }?.onNext(1)
        subscription.dispose()
        holder.withLock { $0 }?.onNext(2)
        #expect(seen.all == [1])
    }

    @Test func justEmptyErrorAndFromProduceTheirEvents() {
        #expect(TestScheduler().start { Observable.just(7) }.events == [.next(200, 7), .completed(200)])
        #expect(TestScheduler().start { Observable<Int>.empty() }.events == [.completed(200)])
        let failed = TestScheduler().start { Observable<Int>.error(TestError("x")) }.events
        #expect(failed == [.error(200, TestError("x"))])
        let listed = TestScheduler().start { Observable.from([1, 2]) }.events
        #expect(listed == [.next(200, 1), .next(200, 2), .completed(200)])
    }

    @Test func neverEmitsNothing() {
        let scheduler = TestScheduler()
        #expect(scheduler.start { Observable<Int>.never() }.events.isEmpty)
    }

    @Test func deferredBuildsANewSequencePerSubscriber() throws {
        let counter = Atomic<Int>(0)
        let source = Observable.deferred { Observable.just(counter.add(1, ordering: .relaxed).newValue) }
        #expect(try source.toArray(timeout: .seconds(5)) == [1])
        #expect(try source.toArray(timeout: .seconds(5)) == [2])
    }

    @Test func deferredTurnsAThrownErrorIntoAnErrorEvent() {
        let source = Observable<Int>.deferred { throw TestError("factory") }
        #expect(throws: TestError("factory")) { try source.toArray(timeout: .seconds(5)) }
    }

    @Test func subscribeCallsOnDisposedOnceAfterCompletion() {
        let log = Collected<String>()
        let subscription = Observable.from([1]).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        #expect(log.all == ["next 1", "completed", "disposed"])
    }

    @Test func ofAndRange() {
        #expect(
            TestScheduler().start { Observable.of("a", "b") }.events == [
                .next(200, "a"), .next(200, "b"), .completed(200),
            ])
        #expect(TestScheduler().start { Observable.range(start: 3, count: 3) }.elements == [3, 4, 5])
        #expect(
            TestScheduler().start { Observable<Int>.range(start: 3, count: -1) }.events == [.completed(200)])
        let top = TestScheduler().start { Observable<Int8>.range(start: 126, count: 10) }
        #expect(top.events == [.next(200, 126), .next(200, 127), .completed(200)])
    }
}
