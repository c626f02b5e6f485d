extension ObservableConvertible {
    /// Emits at most one element per `interval`: the first element at once, then (with
    /// `latest`) the most recent element of each busy window *at the end of that window*.
    ///
    /// RxSwift's semantics: a window is `interval` long and starts at each emission, so two
    /// emitted elements are never closer than `interval`; a completion that arrives while an
    /// element is held waits for the window's end and follows that element. Errors are
    /// passed on at once. Over 2@210, 3@250, 4@310, 5@350, 6@410, 7@450, completed@500 with
    /// a 200-tick window: 2@210, 6@410, 7@610, completed@610.
    ///
    /// ```swift
    /// scrollOffsets.throttle(.milliseconds(100), scheduler: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The minimum time between two emitted elements.
    ///   - latest: Whether to emit the last element of a busy window when it ends (`true`)
    ///     or drop it (`false`).
    ///   - scheduler: Whose clock measures the windows.
    public func throttle(
        _ interval: Duration,
        latest: Bool = true,
        scheduler: any Scheduler
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            ThrottleSink(observer: observer, interval: interval, keepsLatest: latest, scheduler: scheduler)
                .run(source: source)
        })
    }
}
