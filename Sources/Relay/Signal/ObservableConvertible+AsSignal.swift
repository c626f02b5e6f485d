extension ObservableConvertible {
    /// Turns this sequence into a `Signal`; an error is replaced by `element`, then the
    /// signal completes.
    ///
    /// - Parameters:
    ///   - element: What to emit instead of an error.
    ///   - scheduler: Where the signal delivers: the main scheduler by default, a
    ///     `TestScheduler` in tests.
    public func asSignal(
        onErrorJustReturn element: Element, scheduler: any Scheduler = MainScheduler.instance
    ) -> Signal<Element> {
        Signal(infallible: catchAndReturn(element).observe(on: scheduler), scheduler: scheduler)
    }

    /// Turns this sequence into a `Signal`; an error switches to `fallback`.
    public func asSignal(
        onErrorSignalWith fallback: Signal<Element>, scheduler: any Scheduler = MainScheduler.instance
    ) -> Signal<Element> {
        let recovered = self.catch { _ in fallback.asObservable() }
        return Signal(infallible: recovered.observe(on: scheduler), scheduler: scheduler)
    }
}

extension PublishRelay {
    /// The relay as a `Signal` on `scheduler` (a relay never fails).
    ///
    /// ```swift
    /// let taps = PublishRelay<String>()
    /// let openProduct = taps.asSignal()
    /// ```
    public func asSignal(scheduler: any Scheduler = MainScheduler.instance) -> Signal<Element> {
        Signal(infallible: asObservable().observe(on: scheduler), scheduler: scheduler)
    }
}
