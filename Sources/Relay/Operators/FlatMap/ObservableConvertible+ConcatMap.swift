extension ObservableConvertible {
    /// Maps each element to an inner sequence and emits the inner sequences one after the
    /// other, in order: the next one is subscribed when the current one completes.
    ///
    /// Completes when the source and every inner sequence have completed; fails as soon as
    /// any fails, or when `selector` throws.
    ///
    /// ```swift
    /// saves.concatMap { draft in api.save(draft) }  // one request at a time, in order
    /// ```
    ///
    /// - Complexity: Memory grows with the source elements waiting for their turn.
    public func concatMap<Inner: ObservableConvertible>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            FlatMapSink(observer: observer, strategy: .concat) { try selector($0).asObservable() }
                .run(outer: source)
        })
    }
}
