import Relay
import RelayTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct CombiningOperatorTests {
    let scheduler = TestScheduler()

    @Test func combineLatestOfTwoWaitsForBothThenEmitsOnEither() {
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let letters = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(300)])
        let results = scheduler.start { Observable.combineLatest(numbers, letters) { "\($0)\($1)" } }
        #expect(results.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(400)])
    }

    @Test func combineLatestOfThreeAndTuples() {
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(240, 4)])
        let results = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        #expect(results.events == [.next(230, 6), .next(240, 7)])
        let pairs = TestScheduler().start {
            Observable<(Int, String)>.combineLatest(Observable.just(1), Observable.just("x")).map {
                "\($0.0)\($0.1)"
            }
        }
        #expect(pairs.elements == ["1x"])
    }

    @Test func combineLatestOfAnArrayCompletesEarlyWhenASourceNeverEmitted() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 5)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let results = scheduler.start { Observable.combineLatest([a, b]) }
        #expect(results.events == [.completed(250)])
        let empty = TestScheduler().start { Observable<Int>.combineLatest([Observable<Int>]()) }
        #expect(empty.events == [.completed(200)])
    }

    @Test func combineLatestFailsWhenAnySourceFails() {
        let a = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
        let results = scheduler.start { Observable.combineLatest([a, b]) }
        #expect(results.events == [.next(220, [1, 2]), .error(230, TestError())])
    }

    @Test func mergeInterleavesAndCompletesWhenAllComplete() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let results = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    }

    @Test func mergeFromManyThreadsNeverOverlaps() throws {
        let relays = (0..<2).map { _ in PublishRelay<Int>() }
        let overlap = OverlapDetector()
        let merged = Observable.merge(relays.map { $0.asObservable() })
        let count = Collected<Int>()
        let subscription = merged.subscribe(onNext: { value in
            overlap.enter()
            count.append(value)
            overlap.leave()
        })
        runConcurrently(threads: 2) { thread in
            for index in 0..<100_000 { relays[thread].accept(index) }
        }
        #expect(count.all.count == 200_000)
        #expect(overlap.maximumOverlap == 1)
        subscription.dispose()
    }

    @Test func flatMapLatestMirrorsOnlyTheLatestInnerSequence() {
        let first = scheduler.createColdObservable([.next(10, "a1"), .next(40, "a2"), .completed(50)])
        let second = scheduler.createColdObservable([.next(10, "b1"), .next(20, "b2"), .completed(30)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(240)])
        let results = scheduler.start { outer.flatMapLatest { $0 == 0 ? first : second } }
        #expect(results.events == [.next(220, "a1"), .next(240, "b1"), .next(250, "b2"), .completed(260)])
        #expect(first.subscriptions == [SubscriptionRecord(210, 230)])
        #expect(second.subscriptions == [SubscriptionRecord(230, 260)])
    }

    @Test func withLatestFromCombinesWithTheOthersLatestElement() {
        let taps = scheduler.createHotObservable([
            .next(210, ()), .next(230, ()), .next(250, ()), .completed(300),
        ])
        let values = scheduler.createHotObservable([.next(220, "x"), .next(240, "y")])
        let results = scheduler.start { taps.withLatestFrom(values) }
        #expect(results.events == [.next(230, "x"), .next(250, "y"), .completed(300)])
    }
}
