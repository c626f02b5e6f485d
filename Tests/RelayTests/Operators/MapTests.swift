import Relay
import RelayTesting
import Testing

@Suite struct MapTests {
    let scheduler = TestScheduler()

    @Test func transformsAndTurnsThrowsIntoErrors() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let results = scheduler.start {
            source.map { value -> Int in
                if value == 3 { throw TestError("three") }
                return value * 10
            }
        }
        #expect(results.events == [.next(210, 10), .next(220, 20), .error(230, TestError("three"))])
        #expect(source.subscriptions == [SubscriptionRecord(200, 230)])
    }
}
