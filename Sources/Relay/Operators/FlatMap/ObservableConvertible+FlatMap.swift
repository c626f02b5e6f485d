extension ObservableConvertible {
    /// Maps each element to an inner sequence and merges the events of all of them as they
    /// arrive.
    ///
    /// Completes when the source and every inner sequence have completed; fails as soon as
    /// any fails, or when `selector` throws.
    ///
    /// ```swift
    /// productIDs.flatMap { id in repository.product(id: id) }
    /// ```
    public func flatMap<Inner: ObservableConvertible>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            FlatMapSink(observer: observer, strategy: .merge) { try selector($0).asObservable() }
                .run(outer: source)
        })
    }
}
