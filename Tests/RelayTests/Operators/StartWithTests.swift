import Relay
import RelayTesting
import Testing

@Suite struct StartWithTests {
    @Test func prependsElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 3), .completed(300)])
        let results = scheduler.start { source.startWith(1, 2) }
        #expect(results.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
    }
}
