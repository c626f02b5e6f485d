import Relay
import RelayTesting
import Testing

@Suite struct InfallibleAndSignalTests {
    @Test func infallibleReplacesErrorsAndKeepsItsTypeThroughOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let results = scheduler.start {
            let infallible: Infallible<String> = source.asInfallible(onErrorJustReturn: 0)
                .map { $0 * 10 }
                .filter { $0 != 20 }
                .map { "\($0)" }
            return infallible.asObservable()
        }
        #expect(results.events == [.next(210, "10"), .next(230, "0"), .completed(230)])
    }

    @Test func infallibleCreateAndSubscribe() {
        let log = Collected<String>()
        let subscription = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
        #expect(log.all == ["1", "done"])
        subscription.dispose()
    }

    @Test func signalSharesButDoesNotReplay() {
        let scheduler = TestScheduler()
        let taps = PublishRelay<String>()
        let signal = taps.asSignal(scheduler: scheduler).map { $0.uppercased() }
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        signal.emit(to: early).disposed(by: bag)
        taps.accept("p-001")
        scheduler.advance(to: 10)
        signal.emit(to: late).disposed(by: bag)
        scheduler.advance(to: 20)
        taps.accept("p-002")
        scheduler.advance(to: 30)
        #expect(early.events == [.next(0, "P-001"), .next(20, "P-002")])
        #expect(late.events == [.next(20, "P-002")])
    }

    @MainActor
    @Test func signalEmitsOnTheMainActor() {
        let scheduler = TestScheduler()
        let taps = PublishRelay<Int>()
        final class Screen {
            var opened: [Int] = []
        }
        let screen = Screen()
        let subscription = taps.asSignal(scheduler: scheduler).emit(onNext: { screen.opened.append($0) })
        taps.accept(7)
        scheduler.flush()
        #expect(screen.opened == [7])
        subscription.dispose()
    }
}
