extension Signal {
    /// Transforms each element, staying a signal on the same scheduler.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> Signal<Result>
    {
        Signal<Result>(infallible: asObservable().map(transform), scheduler: scheduler)
    }

    /// Keeps the elements that satisfy `isIncluded`, staying a signal.
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Signal<Element> {
        Signal(infallible: asObservable().filter(isIncluded), scheduler: scheduler)
    }

    /// Mirrors the signal of the latest element, staying a signal.
    public func flatMapLatest<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) -> Signal<Result>
    ) -> Signal<Result> {
        Signal<Result>(infallible: asObservable().flatMapLatest(selector), scheduler: scheduler)
    }

    /// Pairs each element with the latest element of `driver`, staying a signal.
    public func withLatestFrom<Other: Sendable, Result: Sendable>(
        _ driver: Driver<Other>, resultSelector: @escaping @Sendable (Element, Other) -> Result
    ) -> Signal<Result> {
        Signal<Result>(
            infallible: asObservable().withLatestFrom(driver, resultSelector: resultSelector),
            scheduler: scheduler)
    }

    /// Emits the latest element of `driver` on each element, staying a signal.
    public func withLatestFrom<Other: Sendable>(_ driver: Driver<Other>) -> Signal<Other> {
        withLatestFrom(driver) { _, latest in latest }
    }

    /// Throttles on the signal's scheduler, staying a signal.
    public func throttle(_ interval: Duration, latest: Bool = true) -> Signal<Element> {
        Signal(
            infallible: asObservable().throttle(interval, latest: latest, scheduler: scheduler),
            scheduler: scheduler)
    }

    /// Debounces on the signal's scheduler, staying a signal.
    public func debounce(_ dueTime: Duration) -> Signal<Element> {
        Signal(infallible: asObservable().debounce(dueTime, scheduler: scheduler), scheduler: scheduler)
    }
}
