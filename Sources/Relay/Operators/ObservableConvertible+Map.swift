extension ObservableConvertible {
    /// Transforms each element; a thrown error ends the sequence with that error.
    ///
    /// ```swift
    /// prices.map { formatter.string(for: $0) }
    /// ```
    @inlinable
    public func map<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            return sink.attach(to: source) { event in
                sink.handle(event) { observer.onNext(try transform($0)) }
            }
        })
    }
}
