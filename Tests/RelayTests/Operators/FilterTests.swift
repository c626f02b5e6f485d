import Relay
import RelayTesting
import Testing

@Suite struct FilterTests {
    @Test func keepsMatchingElements() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 4), .completed(300),
        ])
        let results = scheduler.start { source.filter { $0.isMultiple(of: 2) } }
        #expect(results.events == [.next(220, 2), .next(230, 4), .completed(300)])
    }
}
