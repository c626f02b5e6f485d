import Relay
import RelayTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct TestSchedulerTests {
    @Test func runsActionsInTimeOrderThenSchedulingOrder() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.scheduleAt(20) { log.append("b") }
        scheduler.scheduleAt(10) { log.append("a") }
        scheduler.scheduleAt(20) { log.append("c") }
        scheduler.advance(to: 15)
        #expect(log.all == ["a"])
        #expect(scheduler.clock == 15)
        scheduler.advance(to: 30)
        #expect(log.all == ["a", "b", "c"])
    }

    @Test func actionsSeeTheClockAtTheirOwnTime() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.scheduleAt(42) { log.append("\(scheduler.clock)") }
        scheduler.schedule(after: .milliseconds(7)) { log.append("\(scheduler.clock)") }
        scheduler.run()
        #expect(log.all == ["7", "42"])
        #expect(scheduler.isIdle)
    }

    @Test func cancelledActionsDoNotRun() {
        let scheduler = TestScheduler()
        let log = Log()
        let action = scheduler.scheduleAt(10) { log.append("ran") }
        action.dispose()
        scheduler.advance(to: 20)
        #expect(log.all.isEmpty)
    }

    @Test func hotObservablesPlayWhetherOrNotAnyoneListens() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .completed(300)])
        let results = scheduler.start { hot.asObservable() }
        #expect(results.events == [.next(250, 2), .completed(300)])
        #expect(hot.subscriptions == [SubscriptionRecord(200, 300)])
    }

    @Test func coldObservablesStartAtEachSubscription() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "x"), .completed(20)])
        let results = scheduler.start { cold.asObservable() }
        #expect(results.events == [.next(210, "x"), .completed(220)])
    }

    @Test func startDisposesAtTheDisposeTime() {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotObservable([.next(210, 1), .next(1_100, 2)])
        let results = scheduler.start { hot.asObservable() }
        #expect(results.events == [.next(210, 1)])
        #expect(hot.subscriptions == [SubscriptionRecord(200, 1_000)])
    }

    @Test func recordedEventsDescribeThemselvesReadably() {
        let recorded: Recorded<Event<Int>> = .next(210, 5)
        #expect(recorded.description == "next(5) @ 210")
        #expect(SubscriptionRecord(200).description == "(200, …)")
    }
}

extension TestSchedulerTests {
    @Test func manyItemsRunInTimeThenSchedulingOrder() {
        var generator = SplitMix64(seed: 42)
        let scheduler = TestScheduler()
        let log = Log()
        var expected: [(time: Int, order: Int)] = []
        for order in 0..<5_000 {
            let time = Int(generator.next() % 300)
            expected.append((time, order))
            scheduler.scheduleAt(time) { log.append("\(time):\(order)") }
        }
        scheduler.start()
        let sorted = expected.sorted { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }
        #expect(log.all == sorted.map { "\($0.time):\($0.order)" })
        #expect(scheduler.isIdle)
    }

    @Test func itemsScheduledWhileRunningJoinInOrder() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.scheduleAt(10) {
            log.append("a")
            scheduler.scheduleAt(10) { log.append("c") }
            scheduler.scheduleAt(5) { log.append("d") }
        }
        scheduler.scheduleAt(10) { log.append("b") }
        scheduler.start()
        #expect(log.all == ["a", "b", "c", "d"])
    }

    @Test func stopEndsARunningStart() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.scheduleAt(10) { log.append("a") }
        scheduler.scheduleAt(20) {
            log.append("b")
            scheduler.stop()
        }
        scheduler.scheduleAt(30) { log.append("c") }
        scheduler.start()
        #expect(log.all == ["a", "b"])
        #expect(scheduler.clock == 20)
    }

    @Test func rxTestDefaultsSimulateAProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.resolution == .seconds(1))
        let log = Log()
        scheduler.scheduleAt(10) {
            scheduler.schedule { log.append("now+1 = \(scheduler.clock)") }
        }
        scheduler.start()
        #expect(log.all == ["now+1 = 11"])
        #expect(scheduler.ticks(for: .seconds(20)) == 20)
    }

    @Test func advanceToIsRxTestsName() {
        let scheduler = TestScheduler()
        let log = Log()
        scheduler.scheduleAt(10) { log.append("ran") }
        scheduler.advanceTo(10)
        scheduler.sleep(5)
        #expect(log.all == ["ran"])
        #expect(scheduler.clock == 15)
    }

    @Test func convertsDurationsToTicks() {
        let scheduler = TestScheduler()
        #expect(scheduler.ticks(for: .milliseconds(300)) == 300)
        #expect(scheduler.ticks(for: .microseconds(1)) == 1)
        #expect(scheduler.ticks(for: .zero) == 0)
        #expect(TestScheduler(resolution: .seconds(1)).ticks(for: .milliseconds(1500)) == 2)
    }
}
