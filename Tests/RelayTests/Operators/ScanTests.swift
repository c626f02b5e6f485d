import Relay
import RelayTesting
import Testing

@Suite struct ScanTests {
    @Test func emitsRunningTotals() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let results = scheduler.start { source.scan(0, accumulator: +) }
        #expect(results.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    }

    @Test func intoChangesTheAccumulatorInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let results = scheduler.start { source.scan(into: [Int]()) { $0.append($1) } }
        #expect(results.events == [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
    }
}
