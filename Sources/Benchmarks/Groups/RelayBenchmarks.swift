import Dispatch
import Foundation
import Relay
import RelayTesting
import Synchronization

/// The `relay` group: `accept` with 1 and 10 subscribers, subscribe+dispose, an operator
/// chain and `combineLatest`, each beside the mutex-and-closures floor timed alternately with
/// it (the chains beside the floor's 1-subscriber `accept`); two threads accepting at once;
/// four producers into a slow subscriber (queued elements, memory); tearing down 10,000
/// subscriptions; a `TestScheduler` run of 100,000 items.
func runRelayBenchmarks(_ reporter: BenchmarkReporter) {
    let operations = reporter.isSmoke ? 1_000 : 2_000_000
    let group = "relay"
    var floorRelay = BaselineRelay(value: 0)

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
        let (base, ours) = pairedMedians(
            reporter, operations: operations,
            baseline: { for index in 0..<operations { baseline.accept(index) } },
            measured: { for index in 0..<operations { relay.accept(index) } })
        if subscribers == 1 { floorRelay = baseline }
        reporter.record(group: group, name: "baseline.accept.\(subscribers)sub", value: base, unit: "ns")
        reporter.record(
            group: group, name: "accept.\(subscribers)sub", value: ours, unit: "ns", baseline: base,
            target: 1.5)
        precondition(counter.value != 42, "keeps the counter alive")
    }

    do {
        let relay = BehaviorRelay(value: 0)
        let baseline = BaselineRelay(value: 0)
        let counter = Counter()
        let (base, ours) = pairedMedians(
            reporter, operations: operations / 4,
            baseline: {
                for _ in 0..<(operations / 4) {
                    baseline.unsubscribe(baseline.subscribe { counter.value &+= $0 })
                }
            },
            measured: {
                for _ in 0..<(operations / 4) {
                    relay.subscribe(onNext: { counter.value &+= $0 }).dispose()
                }
            })
        reporter.record(group: group, name: "baseline.subscribe+dispose", value: base, unit: "ns")
        reporter.record(
            group: group, name: "subscribe+dispose", value: ours, unit: "ns", baseline: base, target: 1.5)
    }

    do {
        let relay = BehaviorRelay(value: 0)
        let counter = Counter()
        let subscription = relay.map { $0 / 2 }.filter { $0 >= 0 }.distinctUntilChanged()
            .subscribe(onNext: { counter.value &+= $0 })
        let floor = floorRelay
        let (base, chain) = pairedMedians(
            reporter, operations: operations / 4,
            baseline: { for index in 0..<(operations / 4) { floor.accept(index) } },
            measured: { for index in 0..<(operations / 4) { relay.accept(index) } })
        subscription.dispose()
        reporter.record(
            group: group, name: "map→filter→distinctUntilChanged", value: chain, unit: "ns", baseline: base,
            target: 2.5)
    }

    do {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let counter = Counter()
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
            .subscribe(onNext: { counter.value &+= $0 })
        let floor = floorRelay
        let (base, combined) = pairedMedians(
            reporter, operations: operations / 4,
            baseline: { for index in 0..<(operations / 4) { floor.accept(index) } },
            measured: {
                for index in 0..<(operations / 8) {
                    first.accept(index)
                    second.accept(index)
                }
            })
        subscription.dispose()
        reporter.record(
            group: group, name: "combineLatest(2).accept", value: combined, unit: "ns", baseline: base,
            target: 3.0)
    }

    do {
        let perThread = operations / 4
        let received = Atomic<Int>(0)
        let relay = PublishRelay<Int>()
        let subscription = relay.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
        let baseline = BaselineRelay(value: 0)
        _ = baseline.subscribe { _ in received.add(1, ordering: .relaxed) }
        let ours = reporter.nanosecondsPerOperation(operations: perThread * 2) {
            runTogether(threads: 2) { _ in
                for index in 0..<perThread { relay.accept(index) }
            }
        }
        let base = reporter.nanosecondsPerOperation(operations: perThread * 2) {
            runTogether(threads: 2) { _ in
                for index in 0..<perThread { baseline.accept(index) }
            }
        }
        subscription.dispose()
        reporter.record(group: group, name: "baseline.accept.2threads", value: base, unit: "ns")
        reporter.record(group: group, name: "accept.2threads", value: ours, unit: "ns", baseline: base)
    }

    runSlowSubscriberBenchmark(reporter, group: group)
    runTeardownBenchmarks(reporter, group: group)
    runTestSchedulerBenchmark(reporter, group: group)
}

/// Medians of `baseline` and `measured` timed alternately, one run of each per round, so that
/// both see the same machine load (on a shared machine the load changes within seconds).
private func pairedMedians(
    _ reporter: BenchmarkReporter, operations: Int, rounds: Int = 7,
    baseline: () -> Void, measured: () -> Void
) -> (baseline: Double, measured: Double) {
    var baselineSamples: [Double] = []
    var measuredSamples: [Double] = []
    for _ in 0..<(reporter.isSmoke ? 1 : rounds) {
        baselineSamples.append(reporter.nanosecondsPerOperation(operations: operations, runs: 1, baseline))
        measuredSamples.append(reporter.nanosecondsPerOperation(operations: operations, runs: 1, measured))
    }
    baselineSamples.sort()
    measuredSamples.sort()
    return (baselineSamples[baselineSamples.count / 2], measuredSamples[measuredSamples.count / 2])
}

/// Four producers accept as fast as they can into a relay whose one subscriber takes
/// 100 µs per element, for 2 s: how many elements were ever waiting (accepted, not yet
/// delivered) and how much resident memory grew.
private func runSlowSubscriberBenchmark(_ reporter: BenchmarkReporter, group: String) {
    let producers = 4
    let duration: UInt64 = reporter.isSmoke ? 20_000_000 : 2_000_000_000
    let relay = PublishRelay<Int>()
    let inFlight = Atomic<Int>(0)
    let peak = Atomic<Int>(0)
    let delivered = Atomic<Int>(0)
    let memoryPeak = Atomic<Int>(0)
    let startMemory = ProcessMemory.currentBytes()
    memoryPeak.store(startMemory, ordering: .relaxed)
    let subscription = relay.subscribe(onNext: { _ in
        let waiting = inFlight.load(ordering: .acquiring)
        if waiting > peak.load(ordering: .relaxed) { peak.store(waiting, ordering: .relaxed) }
        let start = BenchmarkReporter.monotonicNanoseconds()
        while BenchmarkReporter.monotonicNanoseconds() - start < 100_000 {}
        if delivered.add(1, ordering: .relaxed).newValue % 256 == 0 {
            let now = ProcessMemory.currentBytes()
            if now > memoryPeak.load(ordering: .relaxed) { memoryPeak.store(now, ordering: .relaxed) }
        }
        inFlight.subtract(1, ordering: .releasing)
    })
    let perProducer = (0..<producers).map { _ in CountCell() }
    let deadline = BenchmarkReporter.monotonicNanoseconds() + duration
    runTogether(threads: producers) { producer in
        var index = 0
        while BenchmarkReporter.monotonicNanoseconds() < deadline {
            inFlight.add(1, ordering: .acquiringAndReleasing)
            relay.accept(index)
            index += 1
            perProducer[producer].count.add(1, ordering: .relaxed)
        }
    }
    subscription.dispose()
    let counts = perProducer.map { $0.count.load(ordering: .acquiring) }
    let growth = Double(max(0, memoryPeak.load(ordering: .acquiring) - startMemory)) / 1_048_576
    reporter.record(
        group: group, name: "4 producers→100µs subscriber: peak in-flight elements",
        value: Double(peak.load(ordering: .acquiring)), unit: "elements", target: 4)
    reporter.record(
        group: group, name: "4 producers→100µs subscriber: memory growth", value: growth, unit: "MB",
        target: 1)
    reporter.record(
        group: group, name: "4 producers→100µs subscriber: fewest/most accepts per producer",
        value: Double(counts.min() ?? 0) / Double(max(1, counts.max() ?? 1)), unit: "ratio")
}

/// Disposing 10,000 subscriptions of one relay, in subscription order, in reverse, and in a
/// shuffled order: total time.
private func runTeardownBenchmarks(_ reporter: BenchmarkReporter, group: String) {
    let count = reporter.isSmoke ? 100 : 10_000
    let relay = PublishRelay<Int>()
    let counter = Counter()
    for (order, arrange) in [
        ("in order", { (list: [any Disposable]) in list }),
        ("reversed", { (list: [any Disposable]) in list.reversed() }),
        ("shuffled", { (list: [any Disposable]) in list.shuffled() }),
    ] as [(String, ([any Disposable]) -> [any Disposable])] {
        let total = reporter.nanosecondsPerOperation(
            operations: 1,
            setup: { arrange((0..<count).map { _ in relay.subscribe(onNext: { counter.value &+= $0 }) }) },
            { subscriptions in
                for subscription in subscriptions { subscription.dispose() }
            })
        reporter.record(
            group: group, name: "dispose \(count) subscriptions (\(order))", value: total / 1_000_000,
            unit: "ms",
            target: 2)
    }
}

/// A `TestScheduler` run of 100,000 items scheduled at random ticks: total time.
private func runTestSchedulerBenchmark(_ reporter: BenchmarkReporter, group: String) {
    let count = reporter.isSmoke ? 1_000 : 100_000
    let counter = Counter()
    let total = reporter.nanosecondsPerOperation(
        operations: 1,
        setup: { () -> TestScheduler in
            let scheduler = TestScheduler()
            for _ in 0..<count {
                scheduler.scheduleAt(Int.random(in: 0..<1_000_000)) { counter.value &+= 1 }
            }
            return scheduler
        },
        { scheduler in scheduler.start() })
    reporter.record(
        group: group, name: "TestScheduler run of \(count) items", value: total / 1_000_000, unit: "ms",
        target: 100)
}

/// An atomic count in a class, so several can live in an array.
private final class CountCell: Sendable {
    let count = Atomic<Int>(0)
}

/// Starts `threads` threads together and waits for them all.
private func runTogether(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let arrived = Atomic<Int>(0)
    let finished = DispatchGroup()
    for index in 0..<threads {
        finished.enter()
        Thread {
            arrived.add(1, ordering: .acquiringAndReleasing)
            while arrived.load(ordering: .acquiring) < threads { sched_yield() }
            body(index)
            finished.leave()
        }.start()
    }
    finished.wait()
}
