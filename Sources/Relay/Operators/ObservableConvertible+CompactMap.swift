extension ObservableConvertible {
    /// Transforms each element and drops the `nil` results.
    ///
    /// ```swift
    /// inputs.compactMap { Int($0) }  // "1", "x", "3" → 1, 3
    /// ```
    @inlinable
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) throws -> Result?
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe(
                Observer { event in
                    switch event.map(transform) {
                    case .next(let result?): observer.onNext(result)
                    case .next(nil): break
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            )
        }
    }
}
