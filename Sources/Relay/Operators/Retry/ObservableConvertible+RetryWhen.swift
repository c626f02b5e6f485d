extension ObservableConvertible {
    /// On error, gives the error to the sequence `notificationHandler` builds; each element
    /// of that sequence resubscribes to the source, and its error or completion ends the
    /// result with that error or completion.
    ///
    /// ```swift
    /// request.retry(when: { errors in
    ///     errors.flatMap { _ in Observable<Int>.timer(.seconds(1), scheduler: scheduler) }
    /// })  // retries one second after each error
    /// ```
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of
    ///   the source's errors.
    public func retry<Trigger: ObservableConvertible>(
        when notificationHandler: @escaping @Sendable (Observable<any Error>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler, failing: (any Error).self)
    }

    /// Like `retry(when:)` for errors of type `Failure` only; any other error ends the
    /// result at once.
    public func retry<Failure: Error, Trigger: ObservableConvertible>(
        when notificationHandler: @escaping @Sendable (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        retry(when: notificationHandler, failing: Failure.self)
    }

    private func retry<Failure: Error, Trigger: ObservableConvertible>(
        when notificationHandler: @escaping @Sendable (Observable<Failure>) -> Trigger,
        failing: Failure.Type
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            RetryWhenSink<Element, Failure, Trigger.Element>(source: source, observer: observer)
                .run { notificationHandler($0).asObservable() }
        })
    }
}
