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
        return Observable.create { observer in
            source.subscribe(Observer { event in observer.on(event.map(transform)) })
        }
    }
}
