import Relay
import RelayTesting
import Testing

@Suite struct ReplayRelayTests {
    @Test func replaysTheLastElementsToEachNewSubscriber() {
        let relay = ReplayRelay<String>.create(bufferSize: 2)
        relay.accept("a")
        relay.accept("b")
        relay.accept("c")
        let seen = Collected<String>()
        let subscription = relay.subscribe(onNext: { seen.append($0) })
        relay.accept("d")
        #expect(seen.all == ["b", "c", "d"])
        #expect(relay.replayedElements == ["c", "d"])
        subscription.dispose()
    }

    @Test func unboundKeepsEverythingAndZeroKeepsNothing() {
        let all = ReplayRelay<Int>.createUnbound()
        let none = ReplayRelay<Int>.create(bufferSize: 0)
        for value in 0..<100 {
            all.accept(value)
            none.accept(value)
        }
        #expect(all.replayedElements == Array(0..<100))
        #expect(none.replayedElements.isEmpty)
        #expect(ReplayRelay<Int>.create(bufferSize: -3).replayedElements.isEmpty)
    }

    @Test func asObservableReplaysThenFollows() {
        let scheduler = TestScheduler()
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        relay.accept(1)
        relay.accept(2)
        let observer = scheduler.createObserver(Int.self)
        let subscription = relay.subscribe(observer)
        scheduler.advance(to: 5)
        relay.accept(3)
        #expect(observer.events == [.next(0, 1), .next(0, 2), .next(5, 3)])
        subscription.dispose()
    }

    @Test func subscribingInsideAHandlerGetsItsReplayInOrder() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let late = Collected<Int>()
        let holder = Locked<(any Disposable)?>(nil)
        let first = relay.subscribe(onNext: { value in
            guard value == 2 else { return }
            relay.accept(3)
            holder.withLock { $0 = relay.subscribe(onNext: { late.append($0) }) }
        })
        relay.accept(1)
        relay.accept(2)
        relay.accept(4)
        #expect(late.all == [2, 3, 4])
        first.dispose()
        holder.withLock { $0?.dispose() }
    }
}
