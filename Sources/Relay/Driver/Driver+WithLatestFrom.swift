extension Driver {
    /// On each element, combines it with the latest element of `second`, staying a driver.
    public func withLatestFrom<Other: Sendable, Result: Sendable>(
        _ second: Driver<Other>, resultSelector: @escaping @Sendable (Element, Other) -> Result
    ) -> Driver<Result> {
        Driver<Result>(
            infallible: asObservable().withLatestFrom(second, resultSelector: resultSelector),
            scheduler: scheduler)
    }

    /// On each element, emits the latest element of `second`, staying a driver.
    public func withLatestFrom<Other: Sendable>(_ second: Driver<Other>) -> Driver<Other> {
        withLatestFrom(second) { _, latest in latest }
    }
}
