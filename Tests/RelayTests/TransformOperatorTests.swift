import Relay
import RelayTesting
import Testing

@Suite struct TransformOperatorTests {
    let scheduler = TestScheduler()

    func hot<Element: Sendable>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        scheduler.createHotObservable(events)
    }

    @Test func mapTransformsAndTurnsThrowsIntoErrors() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let results = scheduler.start {
            source.map { value -> Int in
                if value == 3 { throw TestError("three") }
                return value * 10
            }
        }
        #expect(results.events == [.next(210, 10), .next(220, 20), .error(230, TestError("three"))])
        #expect(source.subscriptions == [SubscriptionRecord(200, 230)])
    }

    @Test func compactMapDropsNil() {
        let source = hot([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let results = scheduler.start { source.compactMap { Int($0) } }
        #expect(results.events == [.next(210, 1), .next(230, 3), .completed(300)])
    }

    @Test func filterKeepsMatchingElements() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 4), .completed(300)])
        let results = scheduler.start { source.filter { $0.isMultiple(of: 2) } }
        #expect(results.events == [.next(220, 2), .next(230, 4), .completed(300)])
    }

    @Test func distinctUntilChangedDropsConsecutiveRepeats() {
        let source = hot([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .completed(300)])
        let results = scheduler.start { source.distinctUntilChanged() }
        #expect(results.events == [.next(210, 1), .next(230, 2), .next(240, 1), .completed(300)])
    }

    @Test func distinctUntilChangedByComparerAndKeyPath() {
        let words = hot([
            .next(210, "a"), .next(220, "A"), .next(230, "bb"), .next(240, "cc"), .completed(300),
        ])
        let caseless = scheduler.start { words.distinctUntilChanged { $0.lowercased() == $1.lowercased() } }
        #expect(caseless.elements == ["a", "bb", "cc"])
        let byLength = TestScheduler().start {
            Observable.from(["a", "b", "cc", "dd", "e"]).distinctUntilChanged(\.count)
        }
        #expect(byLength.elements == ["a", "cc", "e"])
    }

    @Test func scanEmitsRunningTotals() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let results = scheduler.start { source.scan(0, accumulator: +) }
        #expect(results.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    }

    @Test func startWithPrependsElements() {
        let source = hot([.next(210, 3), .completed(300)])
        let results = scheduler.start { source.startWith(1, 2) }
        #expect(results.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
    }

    @Test func skipDropsTheFirstElements() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let results = scheduler.start { source.skip(2) }
        #expect(results.events == [.next(230, 3), .completed(300)])
    }

    @Test func takeCompletesAfterCountAndReleasesTheSource() {
        let source = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let results = scheduler.start { source.take(2) }
        #expect(results.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(source.subscriptions == [SubscriptionRecord(200, 220)])
        #expect(TestScheduler().start { Observable.from([1, 2]).take(0) }.events == [.completed(200)])
    }

    @Test func doRunsSideEffectsBeforeForwarding() {
        let log = Collected<String>()
        let source = hot([.next(210, 1), .completed(300)])
        let results = scheduler.start {
            source.do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        #expect(log.all == ["next 1", "completed"])
        #expect(results.events == [.next(210, 1), .completed(300)])
    }

    @Test func catchAndReturnReplacesAnErrorWithAnElement() {
        let source = hot([.next(210, 1), .error(220, TestError()), .next(230, 3)])
        let results = scheduler.start { source.catchAndReturn(-1) }
        #expect(results.events == [.next(210, 1), .next(220, -1), .completed(220)])
    }

    @Test func catchSwitchesToTheRecoverySequence() {
        let source = hot([.next(210, 1), .error(220, TestError())])
        let recovery = scheduler.createColdObservable([.next(10, 100), .completed(20)])
        let results = scheduler.start { source.catch { _ in recovery.asObservable() } }
        #expect(results.events == [.next(210, 1), .next(230, 100), .completed(240)])
        #expect(recovery.subscriptions == [SubscriptionRecord(220, 240)])
    }
}
