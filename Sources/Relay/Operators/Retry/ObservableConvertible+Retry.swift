extension ObservableConvertible {
    /// On error, subscribes to the source again, forever, until it completes.
    ///
    /// ```swift
    /// poll.retry()
    /// ```
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            RetrySink(source: source, observer: observer, attempts: nil).run()
        }
    }

    /// On error, subscribes to the source again, for at most `maxAttemptCount`
    /// subscriptions in all (the first included); the last error is passed on. A count of
    /// one or less subscribes once.
    ///
    /// ```swift
    /// request.retry(3)  // up to three tries
    /// ```
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            RetrySink(source: source, observer: observer, attempts: max(1, maxAttemptCount)).run()
        }
    }
}
