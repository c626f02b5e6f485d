import Relay
import RelayTesting
import Testing

@Suite struct CatchTests {
    let scheduler = TestScheduler()

    @Test func catchAndReturnReplacesAnErrorWithAnElement() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 3)])
        let results = scheduler.start { source.catchAndReturn(-1) }
        #expect(results.events == [.next(210, 1), .next(220, -1), .completed(220)])
    }

    @Test func catchSwitchesToTheRecoverySequence() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let recovery = scheduler.createColdObservable([.next(10, 100), .completed(20)])
        let results = scheduler.start { source.catch { _ in recovery.asObservable() } }
        #expect(results.events == [.next(210, 1), .next(230, 100), .completed(240)])
        #expect(recovery.subscriptions == [SubscriptionRecord(220, 240)])
    }
}
