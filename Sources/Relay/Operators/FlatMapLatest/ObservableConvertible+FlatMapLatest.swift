extension ObservableConvertible {
    /// Maps each element to an inner sequence and mirrors only the latest one: a new
    /// element disposes the previous inner sequence.
    ///
    /// Completes when the source and the current inner sequence have both completed; fails
    /// when either fails, or when `selector` throws.
    ///
    /// ```swift
    /// query.flatMapLatest { text in api.search(text) }  // older searches are cancelled
    /// ```
    public func flatMapLatest<Inner: ObservableConvertible>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            FlatMapLatestSink(observer: observer) { try selector($0).asObservable() }.run(outer: source)
        })
    }
}
