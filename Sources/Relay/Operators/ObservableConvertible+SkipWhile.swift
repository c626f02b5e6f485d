extension ObservableConvertible {
    /// Drops elements while `predicate` holds, then passes the first one for which it does
    /// not and everything after. A thrown error ends the sequence.
    ///
    /// ```swift
    /// Observable.from([0, 0, 3, 0]).skip(while: { $0 == 0 })  // 3, 0
    /// ```
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            let isSkipping = SerialBox(true)
            return sink.attach(to: source) { event in
                sink.handle(event) { element in
                    if isSkipping.value {
                        if try predicate(element) { return }
                        isSkipping.value = false
                    }
                    observer.onNext(element)
                }
            }
        })
    }
}
