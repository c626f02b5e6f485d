import Dispatch
import Foundation
import Relay
import Synchronization
import TestSupport
import Testing

/// The delivery rule of relays: an `accept` returns after its element was delivered (except
/// from inside a handler on the delivering thread, where it is queued behind the current
/// one); producers take turns in arrival order; at most one element per producer waits.
///
/// Serialized: the contention tests measure how producers interleave, which tests running
/// beside them on the same two cores would blur.
@Suite(.timeLimit(.minutes(3)), .serialized) struct DeliveryRuleTests {
    /// `(producer, index)` pairs, for checking per-producer order.
    struct Stamp: Sendable {
        let producer: Int
        let index: Int
    }

    @Test func anAcceptFromAnotherThreadReturnsOnlyAfterItsElementWasDelivered() {
        let producers = 4
        let perProducer = TestScale.size(full: 50_000, small: 2_500)
        let relay = PublishRelay<Stamp>()
        let returned = (0..<producers).map { _ in AtomicCell(-1) }
        let early = Atomic<Int>(0)
        let delivered = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { stamp in
            // The producer's accept for this element must not have returned yet.
            if returned[stamp.producer].value.load(ordering: .acquiring) >= stamp.index {
                early.add(1, ordering: .relaxed)
            }
            delivered.add(1, ordering: .relaxed)
        })
        runConcurrently(threads: producers) { producer in
            for index in 0..<perProducer {
                relay.accept(Stamp(producer: producer, index: index))
                returned[producer].value.store(index, ordering: .releasing)
            }
        }
        #expect(early.load(ordering: .acquiring) == 0)
        #expect(delivered.load(ordering: .acquiring) == producers * perProducer)
        subscription.dispose()
    }

    @Test func atMostOneElementPerProducerIsEverWaiting() {
        let producers = 4
        let perProducer = TestScale.size(full: 50_000, small: 2_500)
        let relay = PublishRelay<Int>()
        let inFlight = Atomic<Int>(0)
        let peak = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { _ in
            let now = inFlight.load(ordering: .acquiring)
            var seen = peak.load(ordering: .relaxed)
            while now > seen {
                let (exchanged, original) = peak.compareExchange(
                    expected: seen, desired: now, ordering: .relaxed)
                if exchanged { break }
                seen = original
            }
            // A little work, so producers pile up if they can.
            var spin = 0
            for step in 0..<50 { spin &+= step }
            inFlight.subtract(1, ordering: .releasing)
            _ = spin
        })
        runConcurrently(threads: producers) { _ in
            for index in 0..<perProducer {
                inFlight.add(1, ordering: .acquiringAndReleasing)
                relay.accept(index)
            }
        }
        #expect(peak.load(ordering: .acquiring) <= producers)
        #expect(inFlight.load(ordering: .acquiring) == 0)
        subscription.dispose()
    }

    @Test func aProducerDeliversAtMostOneBatchForOthersBeforeItsAcceptReturns() {
        // Counts the deliveries that run on each producer's own thread during each of its
        // accepts: its own element plus at most one waiting element per other producer.
        let producers = 4
        let perProducer = TestScale.size(full: 20_000, small: 1_000)
        let relay = PublishRelay<Int>()
        let threads = (0..<producers).map { _ in AtomicCell(0) }
        let deliveredBy = (0..<producers).map { _ in AtomicCell(0) }
        let worst = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { value in
            let thread = Int(bitPattern: currentThreadNumber())
            for (index, cell) in threads.enumerated() where cell.value.load(ordering: .relaxed) == thread {
                deliveredBy[index].value.add(1, ordering: .relaxed)
            }
            // A few microseconds of work, so other producers are back in line meanwhile.
            var spin = value
            for step in 0..<5_000 { spin = spin &* 31 &+ step }
            if spin == 42 { worst.add(0, ordering: .relaxed) }
        })
        runConcurrently(threads: producers) { producer in
            threads[producer].value.store(Int(bitPattern: currentThreadNumber()), ordering: .relaxed)
            for index in 0..<perProducer {
                let before = deliveredBy[producer].value.load(ordering: .relaxed)
                relay.accept(index)
                let span = deliveredBy[producer].value.load(ordering: .relaxed) - before
                var seen = worst.load(ordering: .relaxed)
                while span > seen {
                    let (exchanged, original) = worst.compareExchange(
                        expected: seen, desired: span, ordering: .relaxed)
                    if exchanged { break }
                    seen = original
                }
            }
        }
        #expect(worst.load(ordering: .acquiring) >= 1)
        #expect(worst.load(ordering: .acquiring) <= producers)
        subscription.dispose()
    }

    @Test func eachProducersElementsArriveInOrderAndNothingIsLost() {
        let producers = 3
        let perProducer = TestScale.size(full: 50_000, small: 2_500)
        let relay = BehaviorRelay(value: Stamp(producer: -1, index: -1))
        let last = Locked([Int](repeating: -1, count: producers))
        let outOfOrder = Atomic<Int>(0)
        let overlap = OverlapDetector()
        let subscription = relay.subscribe(onNext: { stamp in
            overlap.enter()
            defer { overlap.leave() }
            guard stamp.producer >= 0 else { return }
            let previous = last.withLock { last -> Int in
                defer { last[stamp.producer] = stamp.index }
                return last[stamp.producer]
            }
            if stamp.index != previous + 1 { outOfOrder.add(1, ordering: .relaxed) }
        })
        runConcurrently(threads: producers) { producer in
            for index in 0..<perProducer { relay.accept(Stamp(producer: producer, index: index)) }
        }
        #expect(outOfOrder.load(ordering: .acquiring) == 0)
        #expect(last.withLock { $0 } == [Int](repeating: perProducer - 1, count: producers))
        #expect(overlap.maximumOverlap == 1)
        subscription.dispose()
    }

    @Test func aReentrantAcceptReturnsAtOnceAndIsDeliveredRightAfterTheCurrentElement() {
        let relay = PublishRelay<Int>()
        let log = Collected<String>()
        let first = relay.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 {
                relay.accept(2)
                log.append("accept(2) returned")
            }
        })
        let second = relay.subscribe(onNext: { log.append("B\($0)") })
        relay.accept(1)
        log.append("accept(1) returned")
        #expect(log.all == ["A1", "accept(2) returned", "B1", "A2", "B2", "accept(1) returned"])
        first.dispose()
        second.dispose()
    }

    @Test func reentrantAcceptsAreDeliveredInTheOrderTheyWereMade() {
        let relay = PublishRelay<Int>()
        let log = Collected<Int>()
        let subscription = relay.subscribe(onNext: { value in
            log.append(value)
            if value == 1 {
                for next in 2...5 { relay.accept(next) }
            }
        })
        relay.accept(1)
        #expect(log.all == [1, 2, 3, 4, 5])
        subscription.dispose()
    }

    @Test func workQueuedBehindADeliveryRunsInArrivalOrder() {
        // While another thread's delivery is stuck in a handler, each subscription made here
        // queues its replay behind it; the replays run in the order the subscriptions were made.
        let relay = BehaviorRelay(value: 0)
        let inHandler = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let slow = relay.subscribe(onNext: { value in
            guard value == 1 else { return }
            inHandler.signal()
            release.wait()
        })
        let accepted = DispatchSemaphore(value: 0)
        Thread {
            relay.accept(1)
            accepted.signal()
        }.start()
        #expect(inHandler.wait(timeout: .now() + .seconds(30)) == .success)
        let order = Collected<Int>()
        let late = (0..<8).map { index in relay.subscribe(onNext: { _ in order.append(index) }) }
        #expect(order.all.isEmpty)
        release.signal()
        #expect(accepted.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(order.all == Array(0..<8))
        slow.dispose()
        for subscription in late { subscription.dispose() }
    }

    @Test func handlersFeedingEachOthersRelaysFromTwoThreadsDoNotDeadlock() {
        // Thread 0 delivers relay A, whose handler accepts into B; thread 1 delivers B, whose
        // handler accepts into A. Waiting would close a cycle; the gate sees it.
        struct Hop: Sendable {
            let value: Int
            let hops: Int
        }
        let a = PublishRelay<Hop>()
        let b = PublishRelay<Hop>()
        let receivedA = Atomic<Int>(0)
        let receivedB = Atomic<Int>(0)
        let bag = DisposeBag()
        a.subscribe(onNext: { hop in
            receivedA.add(1, ordering: .relaxed)
            if hop.hops == 0 { b.accept(Hop(value: hop.value, hops: 1)) }
        }).disposed(by: bag)
        b.subscribe(onNext: { hop in
            receivedB.add(1, ordering: .relaxed)
            if hop.hops == 0 { a.accept(Hop(value: hop.value, hops: 1)) }
        }).disposed(by: bag)
        let perThread = TestScale.size(full: 20_000, small: 1_000)
        runConcurrently(threads: 2) { thread in
            let relay = thread == 0 ? a : b
            for value in 0..<perThread { relay.accept(Hop(value: value, hops: 0)) }
        }
        #expect(receivedA.load(ordering: .acquiring) == 2 * perThread)
        #expect(receivedB.load(ordering: .acquiring) == 2 * perThread)
    }

    @Test func disposingAndSubscribingNeverWaitForADeliveryInProgress() {
        let relay = BehaviorRelay(value: 0)
        let inHandler = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let slow = relay.subscribe(onNext: { value in
            guard value == 1 else { return }
            inHandler.signal()
            release.wait()
        })
        let other = relay.subscribe(onNext: { _ in })
        let accepted = DispatchSemaphore(value: 0)
        Thread {
            relay.accept(1)
            accepted.signal()
        }.start()
        #expect(inHandler.wait(timeout: .now() + .seconds(30)) == .success)
        // The delivery of 1 is stuck in `slow`'s handler on the other thread.
        other.dispose()
        let late = Collected<Int>()
        let lateSubscription = relay.subscribe(onNext: { late.append($0) })
        #expect(late.all.isEmpty)  // its replay waits behind the delivery in progress
        release.signal()
        #expect(accepted.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(late.all == [1])
        slow.dispose()
        lateSubscription.dispose()
    }

    @Test func subscribersRemovedInAnyOrderLeaveTheOthersInOrder() {
        var generator = SystemRandomNumberGenerator()
        let relay = PublishRelay<Int>()
        let log = Collected<Int>()
        let subscriptions = (0..<2_000).map { index in relay.subscribe(onNext: { _ in log.append(index) }) }
        let removed = Set((0..<2_000).shuffled(using: &generator).prefix(1_500))
        for index in removed.shuffled(using: &generator) { subscriptions[index].dispose() }
        relay.accept(0)
        #expect(log.all == (0..<2_000).filter { !removed.contains($0) })
        for subscription in subscriptions { subscription.dispose() }
        relay.accept(1)
        #expect(log.all.count == 500)
    }
}
