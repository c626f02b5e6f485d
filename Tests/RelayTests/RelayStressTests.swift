import Dispatch
import Foundation
import Relay
import RelayTesting
import Synchronization
import TestSupport
import Testing

/// Relays and operators under concurrent load, for ThreadSanitizer (sizes from `TestScale`:
/// full in CI, reduced under ThreadSanitizer): eight threads accept while four others
/// subscribe and dispose, with `combineLatest`, `flatMapLatest` and `debounce` fed from
/// several threads at once.
@Suite(.timeLimit(.minutes(3)), .serialized) struct RelayStressTests {
    @Test func eightProducersAndFourSubscribersChurning() {
        let relay = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let perProducer = TestScale.size(full: 100_000, small: 5_000)
        let churn = TestScale.size(full: 20_000, small: 1_000)
        let overlap = OverlapDetector()
        let received = Atomic<Int>(0)
        let steady = relay.subscribe(onNext: { value in
            overlap.enter()
            if value > 0 { received.add(1, ordering: .relaxed) }
            overlap.leave()
        })
        let lateDeliveries = Atomic<Int>(0)
        runConcurrently(threads: 12) { thread in
            if thread < 8 {
                for index in 1...perProducer {
                    relay.accept(index)
                    if index % 4 == 0 { publish.accept(index) }
                }
            } else {
                let bag = DisposeBag()
                for round in 0..<churn {
                    let disposed = Atomic<Bool>(false)
                    let subscription = relay.map { $0 &* 2 }.filter { $0 % 3 != 1 }.subscribe(onNext: { _ in
                        if disposed.load(ordering: .acquiring) { lateDeliveries.add(1, ordering: .relaxed) }
                    })
                    publish.subscribe(onNext: { _ in }).disposed(by: bag)
                    if round % 2 == 0 {
                        subscription.dispose()
                        disposed.store(true, ordering: .releasing)
                    } else {
                        subscription.disposed(by: bag)
                    }
                }
                bag.dispose()
            }
        }
        #expect(received.load(ordering: .acquiring) == 8 * perProducer)
        #expect(overlap.maximumOverlap == 1)
        // Each churning thread disposes on itself, so at most the one delivery running at
        // that moment may finish after `dispose()` returned.
        #expect(lateDeliveries.load(ordering: .acquiring) <= 4 * churn)
        steady.dispose()
    }

    @Test func combineLatestFromSeveralThreadsSeesConsistentPairs() {
        let left = PublishRelay<Int>()
        let right = PublishRelay<Int>()
        let perThread = TestScale.size(full: 100_000, small: 5_000)
        let overlap = OverlapDetector()
        let combined = Atomic<Int>(0)
        let lastLeft = Atomic<Int>(-1)
        let decreasing = Atomic<Int>(0)
        let subscription = Observable.combineLatest(left, right).subscribe(onNext: { pair in
            overlap.enter()
            combined.add(1, ordering: .relaxed)
            if pair.0 < lastLeft.load(ordering: .relaxed) { decreasing.add(1, ordering: .relaxed) }
            lastLeft.store(pair.0, ordering: .relaxed)
            overlap.leave()
        })
        left.accept(0)
        right.accept(0)
        runConcurrently(threads: 4) { thread in
            for index in 1...perThread {
                if thread < 2 {
                    right.accept(index)
                } else if thread == 2 {
                    left.accept(index)
                } else {
                    _ = index
                }
            }
        }
        #expect(overlap.maximumOverlap == 1)
        #expect(decreasing.load(ordering: .acquiring) == 0)
        #expect(combined.load(ordering: .acquiring) == 1 + 3 * perThread)
        subscription.dispose()
    }

    @Test func flatMapLatestAndDebounceUnderConcurrentInput() throws {
        let queries = PublishRelay<Int>()
        let results = PublishRelay<Int>()
        let perThread = TestScale.size(full: 50_000, small: 2_500)
        let overlap = OverlapDetector()
        let switched = Atomic<Int>(0)
        let latest = queries.flatMapLatest { query in results.map { query &+ $0 } }
            .subscribe(onNext: { _ in
                overlap.enter()
                switched.add(1, ordering: .relaxed)
                overlap.leave()
            })
        let settled = DispatchSemaphore(value: 0)
        let debounced = Locked<[Int]>([])
        let scheduler = SerialDispatchQueueScheduler(label: "stress-debounce")
        let quiet = queries.debounce(.milliseconds(20), scheduler: scheduler).subscribe(onNext: { value in
            overlap.enter()
            debounced.withLock { $0.append(value) }
            overlap.leave()
            if value == -1 { settled.signal() }
        })
        runConcurrently(threads: 4) { thread in
            for index in 0..<perThread {
                if thread < 2 {
                    queries.accept(index)
                } else {
                    results.accept(index)
                }
            }
        }
        queries.accept(-1)
        #expect(settled.wait(timeout: .now() + .seconds(60)) == .success)
        #expect(debounced.withLock { $0.last } == -1)
        #expect(overlap.maximumOverlap == 1)
        #expect(switched.load(ordering: .acquiring) <= 2 * perThread)
        latest.dispose()
        quiet.dispose()
    }
}
