extension ObservableConvertible {
    /// Maps an element to an inner sequence only while no inner sequence is running; elements
    /// arriving meanwhile are dropped.
    ///
    /// Completes when the source and the running inner sequence have completed; fails as
    /// soon as either fails, or when `selector` throws.
    ///
    /// ```swift
    /// refreshTaps.flatMapFirst { api.reload() }  // taps during a reload are ignored
    /// ```
    public func flatMapFirst<Inner: ObservableConvertible>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Observable(trustedSubscribe: { observer in
            FlatMapSink(observer: observer, strategy: .first) { try selector($0).asObservable() }
                .run(outer: source)
        })
    }
}
