import Relay
import RelayTesting
import Synchronization
import Testing

@Suite struct ShareReplayTests {
    @Test func sharesOneSubscriptionAndReplaysTheLatest() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(400, 3)])
        let shared = source.asObservable().share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { shared.subscribe(first.observer).disposed(by: bag) }
        scheduler.scheduleAt(150) { shared.subscribe(second.observer).disposed(by: bag) }
        scheduler.advance(to: 600)
        #expect(first.events == [.next(110, 1), .next(120, 2), .next(500, 3)])
        #expect(second.events == [.next(150, 2), .next(500, 3)])
        #expect(source.subscriptions == [SubscriptionRecord(100)])
    }

    @Test func disconnectsWhenTheLastSubscriberLeavesAndStartsAfreshAfter() {
        let subscriptions = Atomic<Int>(0)
        let source = Observable<Int>.create { observer in
            observer.onNext(subscriptions.add(1, ordering: .relaxed).newValue)
            return Disposables.create()
        }
        let shared = source.share(replay: 1)
        let seen = Collected<Int>()
        let a = shared.subscribe(onNext: { seen.append($0) })
        let b = shared.subscribe(onNext: { seen.append($0) })
        a.dispose()
        b.dispose()
        let c = shared.subscribe(onNext: { seen.append($0) })
        #expect(seen.all == [1, 1, 2])
        c.dispose()
    }

    @Test func shareWithoutReplayDoesNotReplay() {
        let relay = PublishRelay<Int>()
        let shared = relay.share()
        let first = Collected<Int>()
        let second = Collected<Int>()
        let a = shared.subscribe(onNext: { first.append($0) })
        relay.accept(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        relay.accept(2)
        #expect(first.all == [1, 2])
        #expect(second.all == [2])
        a.dispose()
        b.dispose()
    }
}
