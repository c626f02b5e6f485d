import Relay
import RelayTesting
import Testing

@Suite struct DoTests {
    @Test func runsSideEffectsBeforeForwarding() {
        let scheduler = TestScheduler()
        let log = Collected<String>()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let results = scheduler.start {
            source.do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        #expect(log.all == ["next 1", "completed"])
        #expect(results.events == [.next(210, 1), .completed(300)])
    }
}
