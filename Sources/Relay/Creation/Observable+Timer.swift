extension Observable where Element: FixedWidthInteger {
    /// Emits 0 after `dueTime`; with a `period`, then 1, 2, … every `period`, else
    /// completes after the 0. The count stops growing at `Element.max`.
    ///
    /// Periodic ticks are scheduled one at a time, each aimed at `dueTime + n × period`
    /// from the subscription, so they do not drift when the scheduler is late.
    ///
    /// ```swift
    /// Observable<Int>.timer(.seconds(1), scheduler: scheduler)  // 0 after a second
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: Until the first element. Dispatch schedulers saturate delays at about
    ///     292 years.
    ///   - period: Between later elements; `nil` for a single element. A period of zero or
    ///     less is treated as one nanosecond. Ticks later than `Int64.max` seconds after the
    ///     scheduler's origin never come.
    ///   - scheduler: Whose clock measures the times.
    public static func timer(
        _ dueTime: Duration, period: Duration? = nil, scheduler: any Scheduler
    ) -> Observable<Element> {
        create { observer in
            let timer = SerialDisposable()
            let start = scheduler.now
            let tick = Locked((count: Element.zero, target: start + dueTime))
            @Sendable func fire() {
                let value = tick.withLock { $0.count }
                observer.onNext(value)
                guard let period else { return observer.onCompleted() }
                let step = period > .zero ? period : .nanoseconds(1)
                let next = tick.withLock { tick -> Duration? in
                    let (count, overflow) = tick.count.addingReportingOverflow(1)
                    if !overflow { tick.count = count }
                    // Ticks beyond `Int64.max` seconds never come; stopping here keeps the
                    // target's arithmetic from overflowing.
                    guard tick.target < Self.lastTarget - step else { return nil }
                    tick.target += step
                    return tick.target
                }
                guard let next else { return }
                let delay = next - scheduler.now
                timer.disposable = scheduler.schedule(after: max(delay, .nanoseconds(1)), fire)
            }
            timer.disposable = scheduler.schedule(after: dueTime, fire)
            return timer
        }
    }

    /// The latest time a periodic timer aims at (`Int64.max` seconds after the clock's
    /// origin); a timer whose next tick falls later stops.
    private static var lastTarget: Duration { .seconds(Int64.max) }

    /// Emits 0, 1, 2, … every `period`, the first after one `period` (RxSwift's
    /// `interval`).
    ///
    /// ```swift
    /// Observable<Int>.interval(.seconds(5), scheduler: scheduler)  // a refresh tick
    /// ```
    public static func interval(_ period: Duration, scheduler: any Scheduler) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
