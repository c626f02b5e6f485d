extension ObservableConvertible {
    /// Fails with `RelayError.timeout` if `dueTime` passes after subscribing, or after an
    /// element, without the next element.
    ///
    /// ```swift
    /// request.timeout(.seconds(10), scheduler: scheduler)
    /// ```
    public func timeout(_ dueTime: Duration, scheduler: any Scheduler) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RelayError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if `dueTime` passes after subscribing, or after an element,
    /// without the next element.
    ///
    /// ```swift
    /// fresh.timeout(.seconds(2), other: cached, scheduler: scheduler)
    /// ```
    public func timeout<Other: ObservableConvertible>(
        _ dueTime: Duration, other: Other, scheduler: any Scheduler
    ) -> Observable<Element> where Other.Element == Element {
        let source = asObservable()
        let other = other.asObservable()
        return Observable(trustedSubscribe: { observer in
            TimeoutSink(observer: observer, dueTime: dueTime, other: other, scheduler: scheduler)
                .run(source: source)
        })
    }
}
