extension ObservableConvertible {
    /// Turns this sequence into a `Driver`; an error is replaced by `element`, then the
    /// driver completes.
    ///
    /// ```swift
    /// repository.notes(about: id).asDriver(onErrorJustReturn: [], scheduler: uiScheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - element: What to emit instead of an error.
    ///   - scheduler: Where the driver delivers: the main scheduler by default, a
    ///     `TestScheduler` in tests.
    public func asDriver(
        onErrorJustReturn element: Element,
        scheduler: any Scheduler = MainScheduler.instance
    ) -> Driver<Element> {
        Driver(infallible: catchAndReturn(element).observe(on: scheduler), scheduler: scheduler)
    }

    /// Turns this sequence into a `Driver`; an error switches to `fallback`.
    ///
    /// ```swift
    /// products.asDriver(onErrorDriveWith: .just(cachedProducts, scheduler: uiScheduler))
    /// ```
    public func asDriver(
        onErrorDriveWith fallback: Driver<Element>,
        scheduler: any Scheduler = MainScheduler.instance
    ) -> Driver<Element> {
        let recovered = `catch` { _ in fallback.asObservable() }
        return Driver(infallible: recovered.observe(on: scheduler), scheduler: scheduler)
    }
}
