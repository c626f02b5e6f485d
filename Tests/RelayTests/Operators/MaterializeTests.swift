import Relay
import RelayTesting
import Testing

@Suite struct MaterializeTests {
    @Test func turnsEventsIntoElementsAndDematerializeTurnsThemBack() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let results = scheduler.start { source.materialize() }
        #expect(results.events == [.next(210, .next(1)), .next(220, .error(TestError())), .completed(220)])
        let other = TestScheduler(initialClock: 0)
        let again = other.createHotObservable([.next(210, 1), .error(220, TestError())])
        #expect(
            other.start { again.materialize().dematerialize() }.events
                == [.next(210, 1), .error(220, TestError())])
    }
}
