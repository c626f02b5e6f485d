extension ObservableConvertible {
    /// Collects elements into arrays, each emitted when it holds `count` elements or when
    /// `timeSpan` has passed since it started, whichever comes first (an array closed by
    /// time may be empty). On completion the last array is emitted, then completion.
    ///
    /// ```swift
    /// events.buffer(timeSpan: .seconds(1), count: 50, scheduler: scheduler)  // batches
    /// ```
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array stays open.
    ///   - count: The most elements in one array; zero or less means no limit (time only).
    ///   - scheduler: Whose clock measures `timeSpan`.
    public func buffer(timeSpan: Duration, count: Int, scheduler: any Scheduler) -> Observable<[Element]> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            BufferSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
                .run(source: source)
        })
    }
}
