extension ObservableConvertible {
    /// Transforms each element and drops the `nil` results; a thrown error ends the sequence.
    ///
    /// ```swift
    /// inputs.compactMap { Int($0) }  // "1", "x", "3" → 1, 3
    /// ```
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) throws -> Result?
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            let sink = OperatorSink(observer: observer)
            return sink.attach(to: source) { event in
                sink.handle(event) { element in
                    if let result = try transform(element) { observer.onNext(result) }
                }
            }
        })
    }
}
