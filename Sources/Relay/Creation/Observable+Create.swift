extension Observable {
    /// Creates an observable from a subscribe function.
    ///
    /// The observer handed to `subscribe` enforces the event grammar: anything sent after a
    /// terminal event, or after the subscription is disposed, is dropped, and the returned
    /// disposable is disposed after a terminal event.
    ///
    /// ```swift
    /// let ticks = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Starts producing for one observer and returns what stops it.
    ///   Calls to the observer must not overlap.
    public static func create(
        _ subscribe: @escaping @Sendable (Observer<Element>) -> any Disposable
    ) -> Observable<Element> {
        Observable(trustedSubscribe: { observer in
            let sink = GrammarSink(observer: observer)
            sink.setUpstream(subscribe(Observer { sink.on($0) }))
            return sink
        })
    }
}
