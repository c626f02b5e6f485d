import Foundation
import Relay
import RelayTesting
import Testing

@Suite struct DriverTests {
    @Test func replacesAnErrorWithTheFallbackElementAndDeliversOnTheInjectedScheduler() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 3)])
        let results = scheduler.start {
            source.asDriver(onErrorJustReturn: -1, scheduler: scheduler).asObservable()
        }
        #expect(results.events == [.next(210, 1), .next(220, -1), .completed(220)])
    }

    @Test func onErrorDriveWithSwitchesToTheFallbackDriver() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let fallback = Driver.just(99, scheduler: scheduler)
        let results = scheduler.start {
            source.asDriver(onErrorDriveWith: fallback, scheduler: scheduler).asObservable()
        }
        #expect(results.events == [.next(210, 1), .next(220, 99), .completed(220)])
    }

    @Test func nothingArrivesUntilTheSchedulerRuns() {
        let scheduler = TestScheduler()
        let relay = BehaviorRelay(value: "first")
        let driver = relay.asDriver(onErrorJustReturn: "", scheduler: scheduler)
        let seen = Collected<String>()
        let subscription = driver.asObservable().subscribe(onNext: { seen.append($0) })
        #expect(seen.all.isEmpty)
        scheduler.flush()
        #expect(seen.all == ["first"])
        subscription.dispose()
    }

    @Test func sharesOneSubscriptionAndReplaysTheLatestElement() {
        let scheduler = TestScheduler()
        let source = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
        let driver = source.asDriver(onErrorJustReturn: "", scheduler: scheduler)
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { driver.drive(first.observer).disposed(by: bag) }
        scheduler.scheduleAt(150) { driver.drive(second.observer).disposed(by: bag) }
        scheduler.advance(to: 200)
        #expect(first.events == [.next(110, "a"), .next(120, "b")])
        #expect(second.events == [.next(150, "b")])
        #expect(source.subscriptions == [SubscriptionRecord(100)])
    }

    @Test func driveSendsElementsToARelay() {
        let scheduler = TestScheduler()
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let binding = source.asDriver(onErrorJustReturn: 0, scheduler: scheduler).drive(target)
        source.accept(4)
        #expect(target.value == 0)
        scheduler.flush()
        #expect(target.value == 4)
        binding.dispose()
    }

    @MainActor
    @Test func driveOnNextRunsOnTheMainActorWithAVirtualTimeScheduler() {
        let scheduler = TestScheduler()
        let relay = BehaviorRelay(value: 1)
        final class Screen {
            var shown: [Int] = []
        }
        let screen = Screen()
        let subscription = relay.asDriver(onErrorJustReturn: 0, scheduler: scheduler)
            .map { $0 * 100 }
            .drive(onNext: { screen.shown.append($0) })
        relay.accept(2)
        #expect(screen.shown.isEmpty)
        scheduler.flush()
        #expect(screen.shown == [100, 200])
        subscription.dispose()
    }
}
