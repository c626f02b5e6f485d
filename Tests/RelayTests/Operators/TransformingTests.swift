import Relay
import RelayTesting
import Testing

@Suite struct TransformingTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func reduceEmitsTheFoldAtCompletion() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        #expect(
            scheduler.start { source.reduce(0, accumulator: +) }.events == [.next(300, 6), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let words = other.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let joined = other.start { words.reduce("", accumulator: +, mapResult: { $0.uppercased() }) }
        #expect(joined.events == [.next(230, "AB"), .completed(230)])
        #expect(TestScheduler().start { Observable<Int>.empty().reduce(7, accumulator: +) }.elements == [7])
    }

    @Test func toArrayIsASingleOfEveryElement() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let results = scheduler.start { source.toArray().asObservable() }
        #expect(results.events == [.next(300, [1, 2]), .completed(300)])
        let failed = TestScheduler(initialClock: 0)
        let broken = failed.createHotObservable([.next(210, 1), .error(220, TestError())])
        #expect(failed.start { broken.toArray().asObservable() }.events == [.error(220, TestError())])
    }

    @Test func materializeTurnsEventsIntoElementsAndDematerializeBack() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let results = scheduler.start { source.materialize() }
        #expect(results.events == [.next(210, .next(1)), .next(220, .error(TestError())), .completed(220)])
        let other = TestScheduler(initialClock: 0)
        let again = other.createHotObservable([.next(210, 1), .error(220, TestError())])
        #expect(
            other.start { again.materialize().dematerialize() }.events
                == [.next(210, 1), .error(220, TestError())])
    }

    @Test func withUnretainedPairsWithTheObjectAndCompletesWhenItIsGone() {
        final class Owner: Sendable {
            let name: String
            init(name: String) { self.name = name }
        }
        let relay = PublishRelay<Int>()
        let seen = Collected<String>()
        let completed = Collected<Bool>()
        var owner: Owner? = Owner(name: "page")
        let subscription = relay.withUnretained(owner!)
            .subscribe(onNext: { seen.append("\($0.name)\($1)") }, onCompleted: { completed.append(true) })
        relay.accept(1)
        owner = nil
        relay.accept(2)
        #expect(seen.all == ["page1"])
        #expect(completed.all == [true])
        subscription.dispose()
    }

    @Test func scanIntoChangesTheAccumulatorInPlace() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let results = scheduler.start { source.scan(into: [Int]()) { $0.append($1) } }
        #expect(results.events == [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
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
