import Relay
import Synchronization
import Testing

@Suite struct DisposablesTests {
    @Test func actionDisposableRunsItsActionOnce() {
        let runs = Atomic<Int>(0)
        let disposable = Disposables.create { runs.add(1, ordering: .relaxed) }
        disposable.dispose()
        disposable.dispose()
        #expect(runs.load(ordering: .relaxed) == 1)
    }

    @Test func compositeDisposesMembersAndLateInsertions() {
        let runs = Collected<String>()
        let group = CompositeDisposable()
        group.insert(Disposables.create { runs.append("a") })
        let key = group.insert(Disposables.create { runs.append("b") })
        #expect(group.count == 2)
        group.remove(for: key!)
        #expect(runs.all == ["b"])
        group.dispose()
        #expect(runs.all == ["b", "a"])
        let late = group.insert(Disposables.create { runs.append("c") })
        #expect(late == nil)
        #expect(runs.all == ["b", "a", "c"])
        #expect(group.isDisposed)
    }

    @Test func serialDisposableDisposesThePreviousOne() {
        let runs = Collected<String>()
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { runs.append("first") }
        serial.disposable = Disposables.create { runs.append("second") }
        #expect(runs.all == ["first"])
        serial.dispose()
        #expect(runs.all == ["first", "second"])
        serial.disposable = Disposables.create { runs.append("third") }
        #expect(runs.all == ["first", "second", "third"])
    }

    @Test func singleAssignmentDisposesWhatArrivesAfterDisposal() {
        let runs = Collected<String>()
        let holder = SingleAssignmentDisposable()
        holder.dispose()
        #expect(holder.isDisposed)
        holder.setDisposable(Disposables.create { runs.append("late") })
        #expect(runs.all == ["late"])
    }

    @Test func disposeBagDisposesEverythingWhenDeallocated() {
        let runs = Collected<Int>()
        var bag: DisposeBag? = DisposeBag()
        for index in 0..<3 {
            Disposables.create { runs.append(index) }.disposed(by: bag!)
        }
        #expect(runs.all.isEmpty)
        bag = nil
        #expect(runs.all == [0, 1, 2])
    }

    @Test func disposeBagStopsRelayDeliveries() {
        let relay = PublishRelay<Int>()
        let seen = Collected<Int>()
        let bag = DisposeBag()
        relay.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        relay.asObservable().subscribe(onNext: { seen.append($0 * 10) }).disposed(by: bag)
        relay.accept(1)
        bag.dispose()
        relay.accept(2)
        #expect(seen.all == [1, 10])
    }
}
