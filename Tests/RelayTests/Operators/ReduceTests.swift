import Relay
import RelayTesting
import Testing

@Suite struct ReduceTests {
    let scheduler = TestScheduler(initialClock: 0)

    @Test func emitsTheFoldAtCompletion() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        #expect(
            scheduler.start { source.reduce(0, accumulator: +) }.events == [.next(300, 6), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let words = other.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let joined = other.start { words.reduce("", accumulator: +, mapResult: { $0.uppercased() }) }
        #expect(joined.events == [.next(230, "AB"), .completed(230)])
        #expect(TestScheduler().start { Observable<Int>.empty().reduce(7, accumulator: +) }.elements == [7])
    }

    @Test func toArrayIsASingleOfEveryElement() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let results = scheduler.start { source.toArray().asObservable() }
        #expect(results.events == [.next(300, [1, 2]), .completed(300)])
        let failed = TestScheduler(initialClock: 0)
        let broken = failed.createHotObservable([.next(210, 1), .error(220, TestError())])
        #expect(failed.start { broken.toArray().asObservable() }.events == [.error(220, TestError())])
    }
}
