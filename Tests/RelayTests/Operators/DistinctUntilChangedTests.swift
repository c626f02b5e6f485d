import Relay
import RelayTesting
import Testing

@Suite struct DistinctUntilChangedTests {
    let scheduler = TestScheduler()

    @Test func dropsConsecutiveRepeats() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .completed(300),
        ])
        let results = scheduler.start { source.distinctUntilChanged() }
        #expect(results.events == [.next(210, 1), .next(230, 2), .next(240, 1), .completed(300)])
    }

    @Test func comparesWithAClosureOrAKeyPath() {
        let words = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "bb"), .next(240, "cc"), .completed(300),
        ])
        let caseless = scheduler.start { words.distinctUntilChanged { $0.lowercased() == $1.lowercased() } }
        #expect(caseless.elements == ["a", "bb", "cc"])
        let byLength = TestScheduler().start {
            Observable.from(["a", "b", "cc", "dd", "e"]).distinctUntilChanged(\.count)
        }
        #expect(byLength.elements == ["a", "cc", "e"])
    }
}
