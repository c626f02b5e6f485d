extension PrimitiveSequence where Trait == InfallibleTrait {
    /// Transforms each element, staying infallible.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<
        Result
    > {
        Infallible<Result>(trusted: asObservable().map(transform))
    }

    /// Keeps the elements that satisfy `isIncluded`, staying infallible.
    public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        Infallible(trusted: asObservable().filter(isIncluded))
    }

    /// Transforms each element and drops `nil` results, staying infallible.
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result?
    ) -> Infallible<Result> {
        Infallible<Result>(trusted: asObservable().compactMap(transform))
    }

    /// Emits the running result of `accumulator`, staying infallible.
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> Infallible<Accumulate> {
        Infallible<Accumulate>(trusted: asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits `elements` first, staying infallible.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        let source = asObservable()
        return Infallible(trusted: Observable.concat([Observable.from(elements), source]))
    }

    /// Mirrors the infallible sequence of the latest element, staying infallible.
    public func flatMapLatest<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) -> Infallible<Result>
    ) -> Infallible<Result> {
        Infallible<Result>(trusted: asObservable().flatMapLatest(selector))
    }

    /// Debounces, staying infallible.
    public func debounce(_ dueTime: Duration, scheduler: any Scheduler) -> Infallible<Element> {
        Infallible(trusted: asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Throttles, staying infallible.
    public func throttle(_ interval: Duration, latest: Bool = true, scheduler: any Scheduler) -> Infallible<
        Element
    > {
        Infallible(trusted: asObservable().throttle(interval, latest: latest, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Trait == InfallibleTrait, Element: Equatable {
    /// Drops consecutive repeats, staying infallible.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(trusted: asObservable().distinctUntilChanged())
    }
}
