import Relay
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(3))) struct PublishRelayTests {
    @Test func deliversOnlyElementsAcceptedAfterSubscribing() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        let seen = Collected<Int>()
        let subscription = relay.subscribe(onNext: { seen.append($0) })
        relay.accept(2)
        relay.accept(3)
        #expect(seen.all == [2, 3])
        subscription.dispose()
    }

    @Test func concurrentAcceptsLoseNothingAndNeverOverlap() {
        let relay = PublishRelay<Int>()
        let overlap = OverlapDetector()
        let count = Collected<Int>()
        let subscriptions = (0..<10).map { _ in
            relay.subscribe(onNext: { _ in
                overlap.enter()
                overlap.leave()
            })
        }
        let counter = relay.asObservable().scan(0) { total, _ in total + 1 }.subscribe(onNext: {
            count.append($0)
        })
        let perThread = TestScale.size(full: 100_000, small: 5_000)
        runConcurrently(threads: 2) { _ in
            for index in 0..<perThread { relay.accept(index) }
        }
        #expect(count.all.last == 2 * perThread)
        #expect(overlap.maximumOverlap == 1)
        for subscription in subscriptions { subscription.dispose() }
        counter.dispose()
    }

    @Test func reentrantAcceptKeepsOrderForAllSubscribers() {
        let relay = PublishRelay<Int>()
        let log = Collected<String>()
        let a = relay.subscribe(onNext: { value in
            log.append("A\(value)")
            if value < 3 { relay.accept(value + 1) }
        })
        let b = relay.subscribe(onNext: { log.append("B\($0)") })
        relay.accept(1)
        #expect(log.all == ["A1", "B1", "A2", "B2", "A3", "B3"])
        a.dispose()
        b.dispose()
    }

    @Test func bindToForwardsElementsUntilDisposed() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let binding = source.bind(to: target)
        source.accept(5)
        #expect(target.value == 5)
        binding.dispose()
        source.accept(6)
        #expect(target.value == 5)
    }
}
