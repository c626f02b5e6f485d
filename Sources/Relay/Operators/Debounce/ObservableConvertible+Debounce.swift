extension ObservableConvertible {
    /// Emits an element only after `dueTime` has passed without another element; each new
    /// element restarts the wait. On completion the pending element, if any, is emitted
    /// first; an error is passed on at once and the pending element dropped.
    ///
    /// One timer per subscription, however many elements arrive: a new element moves the
    /// due time of the armed timer rather than scheduling another one.
    ///
    /// ```swift
    /// searchText.debounce(.milliseconds(300), scheduler: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The quiet period that lets an element through. Dispatch schedulers
    ///     saturate it at about 292 years (such an element is never emitted before
    ///     completion).
    ///   - scheduler: Whose clock measures the quiet period; pass a `TestScheduler` in tests.
    public func debounce(_ dueTime: Duration, scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler).run(source: source)
        })
    }
}
