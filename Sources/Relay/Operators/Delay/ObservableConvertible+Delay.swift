extension ObservableConvertible {
    /// Shifts every element and the completion `dueTime` later, in order; an error is passed
    /// on at once (and what was waiting is dropped).
    ///
    /// ```swift
    /// toastMessages.delay(.seconds(2), scheduler: scheduler)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How much later. Dispatch schedulers saturate it at about 292 years.
    ///   - scheduler: Whose clock measures it.
    /// - Complexity: Memory grows with the events waiting; one timer at a time.
    public func delay(_ dueTime: Duration, scheduler: any Scheduler) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler).run(source: source)
        })
    }
}
