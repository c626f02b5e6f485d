extension ObservableConvertible {
    /// Drops elements while `predicate` holds, then passes the first one for which it does
    /// not and everything after. A thrown error ends the sequence.
    ///
    /// ```swift
    /// Observable.from([0, 0, 3, 0]).skip(while: { $0 == 0 })  // 3, 0
    /// ```
    @inlinable
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            let isSkipping = SerialBox(true)
            return sink.attach(to: source) { event in
                guard sink.isRunning else { return }
                guard case .next(let element) = event else { return sink.forward(event) }
                if isSkipping.value {
                    do {
                        if try predicate(element) { return }
                    } catch {
                        return sink.fail(error)
                    }
                    isSkipping.value = false
                }
                observer.onNext(element)
            }
        })
    }
}
