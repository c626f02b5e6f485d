import Relay
import RelayTesting
import Testing

@Suite struct CompactMapTests {
    @Test func dropsNil() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
        ])
        let results = scheduler.start { source.compactMap { Int($0) } }
        #expect(results.events == [.next(210, 1), .next(230, 3), .completed(300)])
    }
}
