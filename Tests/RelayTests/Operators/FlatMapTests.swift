import Relay
import RelayTesting
import Testing

@Suite struct FlatMapTests {
    let scheduler = TestScheduler(initialClock: 0)

    var inners: [TestableObservable<String>] {
        [
            scheduler.createColdObservable([.next(10, "a1"), .next(40, "a2"), .completed(50)]),
            scheduler.createColdObservable([.next(10, "b1"), .next(20, "b2"), .completed(30)]),
        ]
    }

    @Test func flatMapMergesEveryInnerSequence() {
        let inners = self.inners
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(240)])
        let results = scheduler.start { outer.flatMap { inners[$0] } }
        #expect(
            results.events == [
                .next(220, "a1"), .next(240, "b1"), .next(250, "a2"), .next(250, "b2"), .completed(260),
            ])
        #expect(inners[0].subscriptions == [Subscription(210, 260)])
        #expect(inners[1].subscriptions == [Subscription(230, 260)])
    }

    @Test func concatMapRunsInnerSequencesOneAfterAnother() {
        let inners = self.inners
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(240)])
        let results = scheduler.start { outer.concatMap { inners[$0] } }
        #expect(
            results.events == [
                .next(220, "a1"), .next(250, "a2"), .next(270, "b1"), .next(280, "b2"), .completed(290),
            ])
        #expect(inners[1].subscriptions == [Subscription(260, 290)])
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let inners = self.inners
        let outer = scheduler.createHotObservable([
            .next(210, 0), .next(230, 1), .next(270, 1), .completed(320),
        ])
        let results = scheduler.start { outer.flatMapFirst { inners[$0] } }
        #expect(
            results.events == [
                .next(220, "a1"), .next(250, "a2"), .next(280, "b1"), .next(290, "b2"), .completed(320),
            ])
        #expect(inners[1].subscriptions == [Subscription(270, 300)])
    }

    @Test func flatMapLatestMirrorsOnlyTheLatestInnerSequence() {
        let inners = self.inners
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(240)])
        let results = scheduler.start { outer.flatMapLatest { inners[$0] } }
        #expect(results.events == [.next(220, "a1"), .next(240, "b1"), .next(250, "b2"), .completed(260)])
        #expect(inners[0].subscriptions == [Subscription(210, 230)])
        #expect(inners[1].subscriptions == [Subscription(230, 260)])
    }

    @Test func anInnerErrorOrAThrowingSelectorEndsTheResult() {
        let failing = scheduler.createColdObservable([.next(5, "x"), .error(10, TestError())])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1)])
        #expect(
            scheduler.start { outer.flatMap { _ in failing } }.events
                == [.next(215, "x"), .error(220, TestError())])
        let other = TestScheduler(initialClock: 0)
        let source = other.createHotObservable([.next(210, 0), .next(230, 1)])
        let results = other.start {
            source.flatMap { value -> Observable<Int> in
                if value == 1 { throw TestError("selector") }
                return .just(value)
            }
        }
        #expect(results.events == [.next(210, 0), .error(230, TestError("selector"))])
    }

    @Test func concatAndMergeOfSequences() {
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        #expect(
            scheduler.start { Observable.concat([first.asObservable(), second.asObservable()]) }.events
                == [.next(210, 1), .next(225, 2), .completed(230)])
        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = other.createHotObservable([.next(220, 2), .completed(250)])
        #expect(
            other.start { Observable.merge(a.asObservable(), b.asObservable()) }.events
                == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        #expect(
            TestScheduler().start { Observable.just(1).concat(Observable.of(2, 3)) }.elements == [1, 2, 3])
    }

    @Test func concatOfManySynchronousSequencesDoesNotGrowTheStack() {
        let sources = (0..<50_000).map { Observable.just($0) }
        let count = Collected<Int>()
        let subscription = Observable.concat(sources).reduce(0) { total, _ in total + 1 }
            .subscribe(onNext: { count.append($0) })
        #expect(count.all == [50_000])
        subscription.dispose()
    }
}
