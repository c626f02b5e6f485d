extension ObservableConvertible {
    /// Turns every event into an element: `.next(x)`, then `.completed` or `.error(e)` as
    /// a last element, followed by completion. The result never fails.
    ///
    /// ```swift
    /// request.materialize()  // errors become values a view model can show
    /// ```
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Observable<Event<Element>>(trustedSubscribe: { observer in
            source.subscribe(
                Observer { event in
                    observer.onNext(event)
                    if event.isStopEvent { observer.onCompleted() }
                }
            )
        })
    }
}

extension ObservableConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize()`.
    ///
    /// ```swift
    /// source.materialize().dematerialize()  // the source again
    /// ```
    public func dematerialize<Value: Sendable>() -> Observable<Value> where Element == Event<Value> {
        let source = asObservable()
        return Observable<Value>(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            return sink.attach(to: source) { event in
                sink.handle(event) { sink.forward($0) }
            }
        })
    }
}
