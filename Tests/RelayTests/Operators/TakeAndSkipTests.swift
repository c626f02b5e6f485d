import Relay
import RelayTesting
import Testing

@Suite struct TakeAndSkipTests {
    let scheduler = TestScheduler(initialClock: 0)

    var source: TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
    }

    @Test func takeUntilCompletesWhenTheOtherEmits() {
        let source = self.source
        let stop = scheduler.createHotObservable([.next(225, "stop"), .completed(250)])
        let results = scheduler.start { source.take(until: stop) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .completed(225)])
        #expect(source.subscriptions == [Subscription(200, 225)])
        #expect(stop.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntilIgnoresAnOtherThatCompletesWithoutEmitting() {
        let source = self.source
        let stop = scheduler.createHotObservable([Recorded<Event<String>>.completed(215)])
        let results = scheduler.start { source.take(until: stop) }
        #expect(results.elements == [1, 2, 3, 4])
        #expect(stop.subscriptions == [Subscription(200, 215)])
    }

    @Test func takeUntilAPredicateWithEitherBehavior() {
        let source = self.source
        #expect(
            scheduler.start { source.take(until: { $0 == 3 }) }.events
                == [.next(210, 1), .next(220, 2), .completed(230)])
        let other = TestScheduler(initialClock: 0)
        let again = other.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        #expect(
            other.start { again.take(until: { $0 == 3 }, behavior: .inclusive) }.events
                == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    }

    @Test func takeWhileStopsAtTheFirstMismatch() {
        let source = self.source
        let results = scheduler.start { source.take(while: { $0 < 3 }) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(source.subscriptions == [Subscription(200, 230)])
    }

    @Test func skipUntilOpensWhenTheOtherEmits() {
        let source = self.source
        let open = scheduler.createHotObservable([.next(225, ()), .next(235, ())])
        let results = scheduler.start { source.skip(until: open) }
        #expect(results.events == [.next(230, 3), .next(240, 4), .completed(300)])
        #expect(open.subscriptions == [Subscription(200, 225)])
    }

    @Test func skipUntilNeverOpenedEndsWithoutCompletingWhenTheSourceCompletes() {
        let source = self.source
        let never = scheduler.createHotObservable([Recorded<Event<Int>>.completed(205)])
        let results = scheduler.start { source.skip(until: never) }
        #expect(results.events.isEmpty)
        #expect(source.subscriptions == [Subscription(200, 300)])
    }

    @Test func skipWhileDropsTheLeadingRun() {
        let source = self.source
        let results = scheduler.start { source.skip(while: { $0 < 3 }) }
        #expect(results.events == [.next(230, 3), .next(240, 4), .completed(300)])
    }

    @Test func takeLastEmitsTheLastElementsAtCompletion() {
        let source = self.source
        #expect(
            scheduler.start { source.takeLast(2) }.events == [.next(300, 3), .next(300, 4), .completed(300)])
        #expect(TestScheduler().start { Observable.of(1, 2).takeLast(0) }.events == [.completed(200)])
        #expect(TestScheduler().start { Observable.of(1, 2).takeLast(5) }.elements == [1, 2])
    }

    @Test func ignoreElementsKeepsOnlyTheEnd() {
        let source = self.source
        let results = scheduler.start { source.ignoreElements().asCompletable().asObservable() }
        #expect(results.events == [.completed(300)])
    }

    @Test func negativeCountsAreZero() {
        #expect(TestScheduler().start { Observable.of(1, 2).take(-3) }.events == [.completed(200)])
        #expect(TestScheduler().start { Observable.of(1, 2).skip(-3) }.elements == [1, 2])
        #expect(TestScheduler().start { Observable.of(1, 2).share(replay: -1) }.elements == [1, 2])
    }

    @Test func skipDropsTheFirstElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let results = scheduler.start { source.skip(2) }
        #expect(results.events == [.next(230, 3), .completed(300)])
    }

    @Test func takeCompletesAfterCountAndReleasesTheSource() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let results = scheduler.start { source.take(2) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(source.subscriptions == [SubscriptionRecord(200, 220)])
        #expect(TestScheduler().start { Observable.from([1, 2]).take(0) }.events == [.completed(200)])
    }
}
