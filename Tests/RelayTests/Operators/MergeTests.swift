import Relay
import RelayTesting
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(3))) struct MergeTests {
    @Test func interleavesAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let results = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    }

    @Test func sourcesOnSeveralThreadsNeverOverlap() {
        let perThread = TestScale.size(full: 100_000, small: 10_000)
        let relays = (0..<2).map { _ in PublishRelay<Int>() }
        let overlap = OverlapDetector()
        let merged = Observable.merge(relays.map { $0.asObservable() })
        let count = Collected<Int>()
        let subscription = merged.subscribe(onNext: { value in
            overlap.enter()
            count.append(value)
            overlap.leave()
        })
        runConcurrently(threads: 2) { thread in
            for index in 0..<perThread { relays[thread].accept(index) }
        }
        #expect(count.all.count == 2 * perThread)
        #expect(overlap.maximumOverlap == 1)
        subscription.dispose()
    }
}
