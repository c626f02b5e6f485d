import Relay
import RelayTesting
import Testing

@Suite struct TestSchedulerTests {
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
