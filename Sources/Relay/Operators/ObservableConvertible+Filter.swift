extension ObservableConvertible {
    /// Keeps the elements that satisfy `isIncluded`; a thrown error ends the sequence.
    ///
    /// ```swift
    /// stock.filter { $0 < 5 }  // only low-stock counts
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            return sink.attach(to: source) { event in
                sink.handle(event) { element in
                    if try isIncluded(element) { observer.onNext(element) }
                }
            }
        })
    }
}
