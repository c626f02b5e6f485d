import Foundation
import Relay
import Synchronization
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(3))) struct BehaviorRelayTests {
    @Test func replaysCurrentValueToEachNewSubscriber() {
        let relay = BehaviorRelay(value: 1)
        relay.accept(2)
        let first = Collected<Int>()
        let second = Collected<Int>()
        let a = relay.subscribe(onNext: { first.append($0) })
        relay.accept(3)
        let b = relay.subscribe(onNext: { second.append($0) })
        #expect(first.all == [2, 3])
        #expect(second.all == [3])
        #expect(relay.value == 3)
        a.dispose()
        b.dispose()
    }

    @Test func asObservableReplaysAndNeverTerminates() {
        let relay = BehaviorRelay(value: "a")
        let events = Collected<String>()
        let terminated = Atomic<Bool>(false)
        let subscription = relay.asObservable().subscribe(
            onNext: { events.append($0) },
            onError: { _ in terminated.store(true, ordering: .relaxed) },
            onCompleted: { terminated.store(true, ordering: .relaxed) }
        )
        relay.accept("b")
        #expect(events.all == ["a", "b"])
        let terminatedValue = terminated.load(ordering: .relaxed)
        #expect(!terminatedValue)
        subscription.dispose()
    }

    @Test func concurrentAcceptsLoseNothingAndNeverOverlap() {
        let threads = 4
        let perThread = TestScale.size(full: 100_000, small: 5_000)
        let relay = BehaviorRelay(value: -1)
        let overlap = OverlapDetector()
        let received = Atomic<Int>(0)
        let sum = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { value in
            overlap.enter()
            if value >= 0 {
                received.add(1, ordering: .relaxed)
                sum.add(value, ordering: .relaxed)
            }
            overlap.leave()
        })
        runConcurrently(threads: threads) { thread in
            for index in 0..<perThread { relay.accept(thread * perThread + index) }
        }
        let total = threads * perThread
        #expect(received.load(ordering: .acquiring) == total)
        #expect(sum.load(ordering: .acquiring) == total * (total - 1) / 2)
        #expect(overlap.maximumOverlap == 1)
        subscription.dispose()
    }

    @Test func eachThreadsAcceptsArriveInTheOrderTheyWereMade() {
        let relay = BehaviorRelay(value: (thread: -1, index: -1))
        let lastSeen = Locked<[Int: Int]>([:])
        let outOfOrder = Atomic<Int>(0)
        let subscription = relay.subscribe(onNext: { value in
            guard value.thread >= 0 else { return }
            let previous = lastSeen.withLock { seen -> Int in
                defer { seen[value.thread] = value.index }
                return seen[value.thread] ?? -1
            }
            if value.index != previous + 1 { outOfOrder.add(1, ordering: .relaxed) }
        })
        let perThread = TestScale.size(full: 100_000, small: 5_000)
        runConcurrently(threads: 2) { thread in
            for index in 0..<perThread { relay.accept((thread, index)) }
        }
        #expect(outOfOrder.load(ordering: .acquiring) == 0)
        #expect(lastSeen.withLock { $0 } == [0: perThread - 1, 1: perThread - 1])
        subscription.dispose()
    }

    @Test func acceptInsideHandlerIsDeliveredAfterTheCurrentEmissionToEverySubscriber() {
        let relay = BehaviorRelay(value: 0)
        let log = Collected<String>()
        let first = relay.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { relay.accept(2) }
        })
        let second = relay.subscribe(onNext: { value in log.append("B\(value)") })
        relay.accept(1)
        #expect(log.all == ["A0", "B0", "A1", "B1", "A2", "B2"])
        #expect(relay.value == 2)
        first.dispose()
        second.dispose()
    }

    @Test func subscribingInsideHandlerReplaysAfterTheCurrentEmissionInOrder() {
        let relay = BehaviorRelay(value: 0)
        let late = Collected<Int>()
        let lateSubscription = Locked<(any Disposable)?>(nil)
        let first = relay.subscribe(onNext: { value in
            guard value == 1 else { return }
            relay.accept(2)
            let subscription = relay.subscribe(onNext: { late.append($0) })
            lateSubscription.withLock { $0 = subscription }
        })
        relay.accept(1)
        relay.accept(3)
        #expect(late.all == [2, 3])
        first.dispose()
        lateSubscription.withLock { $0?.dispose() }
    }

    @Test func disposeStopsDeliveries() {
        let relay = BehaviorRelay(value: 0)
        let seen = Collected<Int>()
        let subscription = relay.subscribe(onNext: { seen.append($0) })
        relay.accept(1)
        subscription.dispose()
        relay.accept(2)
        subscription.dispose()
        #expect(seen.all == [0, 1])
    }

    @Test func disposingInsideTheHandlerStopsEverythingAfterTheCurrentEvent() {
        let relay = BehaviorRelay(value: 0)
        let seen = Collected<Int>()
        let holder = Locked<(any Disposable)?>(nil)
        let subscription = relay.subscribe(onNext: { value in
            seen.append(value)
            if value == 1 {
                holder.withLock { $0 }?.dispose()
                relay.accept(2)
            }
        })
        holder.withLock { $0 = subscription }
        relay.accept(1)
        relay.accept(3)
        #expect(seen.all == [0, 1])
    }

    @Test func noDeliveryStartsAfterDisposeReturnsWhileAnotherThreadAccepts() {
        let relay = BehaviorRelay(value: 0)
        let disposeReturned = Atomic<Bool>(false)
        let lateDeliveries = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let subscription = relay.subscribe(onNext: { _ in
            if disposeReturned.load(ordering: .acquiring) { lateDeliveries.add(1, ordering: .relaxed) }
        })
        let accepts = TestScale.size(full: 100_000, small: 5_000)
        runConcurrently(threads: 2) { thread in
            if thread == 0 {
                var index = 0
                while !stop.load(ordering: .acquiring) || index < accepts {
                    relay.accept(index)
                    index += 1
                }
            } else {
                for _ in 0..<accepts / 2 { _ = relay.value }
                subscription.dispose()
                disposeReturned.store(true, ordering: .releasing)
                stop.store(true, ordering: .releasing)
            }
        }
        // At most the one delivery already running when dispose() returned may finish.
        #expect(lateDeliveries.load(ordering: .acquiring) <= 1)
    }

    @Test func relayAndSubscriptionsAreReleasedWhenTheLastOwnerLetsGo() {
        weak var weakRelay: BehaviorRelay<Int>?
        weak var weakToken: Token?
        weak var weakBag: DisposeBag?
        do {
            let relay = BehaviorRelay(value: 0)
            let token = Token()
            var bag: DisposeBag? = DisposeBag()
            relay.subscribe(onNext: { _ in _ = token }).disposed(by: bag!)
            relay.asObservable().map { $0 + 1 }.subscribe(onNext: { _ in _ = token }).disposed(by: bag!)
            weakRelay = relay
            weakToken = token
            weakBag = bag
            bag = nil
        }
        #expect(weakBag == nil)
        #expect(weakRelay == nil)
        #expect(weakToken == nil)
    }
}
