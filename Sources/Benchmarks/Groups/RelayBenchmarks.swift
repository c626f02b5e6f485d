import Dispatch
import Relay
import Synchronization

/// The `relay` group: `accept` with 1 and 10 subscribers, subscribe+dispose, an operator
/// chain, `combineLatest`, and two threads accepting at once, each beside the
/// mutex-and-closures baseline measured in the same run.
func runRelayBenchmarks(_ reporter: BenchmarkReporter) {
    let operations = reporter.isSmoke ? 1_000 : 2_000_000
    let group = "relay"

    for subscribers in [1, 10] {
        let counter = Counter()
        let relay = BehaviorRelay(value: 0)
        let bag = DisposeBag()
        for _ in 0..<subscribers {
            relay.subscribe(onNext: { counter.value &+= $0 }).disposed(by: bag)
        }
        let baseline = BaselineRelay(value: 0)
        for _ in 0..<subscribers {
            _ = baseline.subscribe { counter.value &+= $0 }
        }
        let ours = reporter.nanosecondsPerOperation(operations: operations) {
            for index in 0..<operations { relay.accept(index) }
        }
        let floor = reporter.nanosecondsPerOperation(operations: operations) {
            for index in 0..<operations { baseline.accept(index) }
        }
        reporter.record(group: group, name: "baseline.accept.\(subscribers)sub", value: floor, unit: "ns")
        reporter.record(
            group: group, name: "accept.\(subscribers)sub", value: ours, unit: "ns", baseline: floor,
            target: 2.0)
        precondition(counter.value != 42, "keeps the counter alive")
    }

    do {
        let relay = BehaviorRelay(value: 0)
        let baseline = BaselineRelay(value: 0)
        let counter = Counter()
        let ours = reporter.nanosecondsPerOperation(operations: operations / 4) {
            for _ in 0..<(operations / 4) {
                relay.subscribe(onNext: { counter.value &+= $0 }).dispose()
            }
        }
        let floor = reporter.nanosecondsPerOperation(operations: operations / 4) {
            for _ in 0..<(operations / 4) {
                baseline.unsubscribe(baseline.subscribe { counter.value &+= $0 })
            }
        }
        reporter.record(group: group, name: "baseline.subscribe+dispose", value: floor, unit: "ns")
        reporter.record(
            group: group, name: "subscribe+dispose", value: ours, unit: "ns", baseline: floor, target: 3.0)
    }

    do {
        let relay = BehaviorRelay(value: 0)
        let counter = Counter()
        let subscription = relay.map { $0 / 2 }.filter { $0 >= 0 }.distinctUntilChanged()
            .subscribe(onNext: { counter.value &+= $0 })
        let chain = reporter.nanosecondsPerOperation(operations: operations / 4) {
            for index in 0..<(operations / 4) { relay.accept(index) }
        }
        subscription.dispose()
        reporter.record(group: group, name: "map→filter→distinctUntilChanged", value: chain, unit: "ns")
    }

    do {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let counter = Counter()
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
            .subscribe(onNext: { counter.value &+= $0 })
        let combined = reporter.nanosecondsPerOperation(operations: operations / 4) {
            for index in 0..<(operations / 8) {
                first.accept(index)
                second.accept(index)
            }
        }
        subscription.dispose()
        reporter.record(group: group, name: "combineLatest(2).accept", value: combined, unit: "ns")
    }

    do {
        let perThread = operations / 4
        let received = Atomic<Int>(0)
        let relay = PublishRelay<Int>()
        let subscription = relay.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
        let baseline = BaselineRelay(value: 0)
        _ = baseline.subscribe { _ in received.add(1, ordering: .relaxed) }
        let ours = reporter.nanosecondsPerOperation(operations: perThread * 2) {
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                for index in 0..<perThread { relay.accept(index) }
            }
        }
        let floor = reporter.nanosecondsPerOperation(operations: perThread * 2) {
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                for index in 0..<perThread { baseline.accept(index) }
            }
        }
        subscription.dispose()
        reporter.record(group: group, name: "baseline.accept.2threads", value: floor, unit: "ns")
        reporter.record(group: group, name: "accept.2threads", value: ours, unit: "ns", baseline: floor)
    }
}
