import Relay
import RelayTesting
import Testing

@Suite struct DelayTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func shiftsElementsAndCompletionInOrder() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let results = scheduler.start { source.delay(.seconds(100), scheduler: scheduler) }
        #expect(results.events == [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        #expect(source.subscriptions == [Subscription(200, 550)])
    }

    @Test func elementsCloserThanTheDelayKeepTheirSpacing() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(230, 3), .completed(240),
        ])
        let results = scheduler.start { source.delay(.seconds(50), scheduler: scheduler) }
        #expect(results.events == [.next(260, 1), .next(265, 2), .next(280, 3), .completed(290)])
    }

    @Test func errorsAreNotDelayedAndDropWhatWaits() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let results = scheduler.start { source.delay(.seconds(50), scheduler: scheduler) }
        #expect(results.events == [.error(220, TestError())])
    }
}
