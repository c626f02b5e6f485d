import Relay
import RelayTesting
import Testing

/// `Driver` keeps its type where RxCocoa's does; these compile only if it does.
@Suite struct DriverOperatorTests {
    let scheduler = TestScheduler()

    @Test func flatMapLatestStartWithAndScanStayDrivers() {
        let ids = BehaviorRelay(value: 1)
        let driver: Driver<Int> = ids.asDriver(scheduler: scheduler)
            .flatMapLatest { id in Driver.just(id * 100, scheduler: scheduler) }
            .startWith(0)
            .scan(0, accumulator: +)
        let observer = scheduler.createObserver(Int.self)
        let subscription = driver.drive(observer)
        scheduler.flush()
        ids.accept(2)
        scheduler.flush()
        #expect(observer.elements == [0, 100, 300])
        subscription.dispose()
    }

    @Test func combineLatestAndWithLatestFromStayDrivers() {
        let price = BehaviorRelay(value: 100)
        let stock = BehaviorRelay(value: 3)
        let label: Driver<String> = Driver.combineLatest(
            price.asDriver(scheduler: scheduler), stock.asDriver(scheduler: scheduler)
        ) { "\($0)×\($1)" }
        let taps = PublishRelay<Void>()
        let tapped: Driver<String> = taps.asDriver(onErrorJustReturn: (), scheduler: scheduler)
            .withLatestFrom(label)
        let observer = scheduler.createObserver(String.self)
        let tapObserver = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        label.drive(observer).disposed(by: bag)
        tapped.drive(tapObserver).disposed(by: bag)
        scheduler.flush()
        price.accept(90)
        scheduler.flush()
        taps.accept(())
        scheduler.flush()
        #expect(observer.elements == ["100×3", "90×3"])
        #expect(tapObserver.elements == ["90×3"])
        let tuples: Driver<(Int, Int)> = Driver.combineLatest(
            price.asDriver(scheduler: scheduler), stock.asDriver(scheduler: scheduler))
        _ = tuples
    }

    @Test func debounceAndThrottleRunOnTheDriversScheduler() {
        let text = PublishRelay<String>()
        let settled: Driver<String> = text.asDriver(onErrorJustReturn: "", scheduler: scheduler)
            .debounce(.milliseconds(300))
        let throttled: Driver<String> = text.asDriver(onErrorJustReturn: "", scheduler: scheduler)
            .throttle(.milliseconds(300), latest: false)
        let settledObserver = scheduler.createObserver(String.self)
        let throttledObserver = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        settled.drive(settledObserver).disposed(by: bag)
        throttled.drive(throttledObserver).disposed(by: bag)
        scheduler.scheduleAt(10) { text.accept("s") }
        scheduler.scheduleAt(100) { text.accept("sw") }
        scheduler.scheduleAt(200) { text.accept("swi") }
        scheduler.advance(to: 1_000)
        #expect(settledObserver.events == [.next(500, "swi")])
        #expect(throttledObserver.events == [.next(10, "s")])
    }
}
