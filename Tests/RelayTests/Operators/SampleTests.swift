import Relay
import RelayTesting
import Testing

@Suite struct SampleTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func emitsTheLatestElementOncePerTick() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(390),
        ])
        let sampler = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .completed(500),
        ])
        let results = scheduler.start { source.sample(sampler) }
        #expect(results.events == [.next(250, 3), .next(320, 6), .completed(500)])
    }

    @Test func emitsTheDefaultValueWhenNothingNewArrived() {
        let source = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let sampler = scheduler.createHotObservable([
            .next(210, ()), .next(230, ()), .next(240, ()), .next(450, ()),
        ])
        let results = scheduler.start { source.sample(sampler, defaultValue: 0) }
        #expect(
            results.events == [.next(210, 0), .next(230, 2), .next(240, 0), .next(450, 0), .completed(450)])
    }

    @Test func errorsOfEitherEndTheResult() {
        let source = scheduler.createHotObservable([.next(220, 2), .error(230, TestError())])
        let sampler = scheduler.createHotObservable([Recorded<Event<Int>>.next(240, 0)])
        #expect(scheduler.start { source.sample(sampler) }.events == [.error(230, TestError())])
    }
}
