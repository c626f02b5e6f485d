import Dispatch
import RelayTesting
import Testing

@testable import Relay

/// Huge durations and counts from users never trap (issue #11): Dispatch delays saturate
/// at about 292 years, virtual ticks at the last representable one.
@Suite struct SaturationTests {
    @Test func aHugeDelayOnADispatchSchedulerDoesNotTrapAndCanBeCancelled() {
        let scheduler = ConcurrentDispatchQueueScheduler()
        let action = scheduler.schedule(after: .seconds(10_000_000_000)) {}
        action.dispose()
        let serial = SerialDispatchQueueScheduler(label: "saturation")
        serial.schedule(after: .seconds(Int64.max)) {}.dispose()
        MainScheduler.asyncInstance.schedule(after: .seconds(Int64.max)) {}.dispose()
        ImmediateScheduler.instance.schedule(after: .seconds(Int64.max)) {}.dispose()
    }

    @Test func durationConversionsSaturate() {
        #expect(Duration.seconds(10_000_000_000).saturatingNanoseconds == .max)
        #expect(Duration.seconds(-10_000_000_000).saturatingNanoseconds == .min)
        #expect(Duration.seconds(Int64.max).saturatingNanoseconds == .max)
        #expect(Duration.milliseconds(1_500).saturatingNanoseconds == 1_500_000_000)
        // About 292 years from now: later than any deadline a program will live to see.
        #expect(DispatchTime.saturated(after: .seconds(Int64.max)).uptimeNanoseconds >= UInt64(Int64.max))
        #expect(Duration.seconds(10_000_000_000).dispatchInterval == .nanoseconds(.max))
    }

    @Test func operatorsWithHugeDurationsDoNotTrap() {
        let scheduler = ConcurrentDispatchQueueScheduler()
        let relay = PublishRelay<Int>()
        let bag = DisposeBag()
        relay.debounce(.seconds(10_000_000_000), scheduler: scheduler).subscribe(onNext: { _ in }).disposed(
            by: bag)
        relay.throttle(.seconds(10_000_000_000), scheduler: scheduler).subscribe(onNext: { _ in }).disposed(
            by: bag)
        relay.delay(.seconds(10_000_000_000), scheduler: scheduler).subscribe(onNext: { _ in }).disposed(
            by: bag)
        relay.timeout(.seconds(Int64.max), scheduler: scheduler).subscribe(onNext: { _ in }).disposed(by: bag)
        relay.buffer(timeSpan: .seconds(Int64.max), count: 0, scheduler: scheduler).subscribe(onNext: { _ in }
        )
        .disposed(by: bag)
        Observable<Int>.interval(.seconds(Int64.max), scheduler: scheduler).subscribe(onNext: { _ in })
            .disposed(by: bag)
        for value in 0..<10 { relay.accept(value) }
        bag.dispose()
    }

    @Test func virtualTicksSaturate() {
        let scheduler = TestScheduler()
        #expect(scheduler.ticks(for: .seconds(Int64.max)) > 0)
        let observer = scheduler.createObserver(Int.self)
        let relay = PublishRelay<Int>()
        let subscription = relay.debounce(.seconds(Int64.max), scheduler: scheduler).subscribe(observer)
        relay.accept(1)
        scheduler.advance(to: 1_000)
        #expect(observer.events.isEmpty)
        subscription.dispose()
        let coarse = TestScheduler(resolution: .seconds(1_000_000))
        coarse.schedule(after: .seconds(Int64.max)) {}
        coarse.advance(by: .seconds(Int64.max))
        _ = coarse.now
        coarse.advance(by: Int.max)
        #expect(coarse.clock == .max)
    }
}
