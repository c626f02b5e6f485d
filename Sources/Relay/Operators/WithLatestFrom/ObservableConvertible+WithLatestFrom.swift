extension ObservableConvertible {
    /// On each element, combines it with the latest element of `second`; elements that
    /// arrive before `second` has emitted are dropped.
    ///
    /// Completes when the source completes (not when `second` does); fails when either
    /// fails.
    ///
    /// ```swift
    /// taps.withLatestFrom(selectedProduct) { _, product in product.id }
    /// ```
    ///
    /// - Complexity: O(1) per event: one gate claim, no lock when uncontended.
    public func withLatestFrom<Second: ObservableConvertible, Result: Sendable>(
        _ second: Second,
        resultSelector: @escaping @Sendable (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        let other = second.asObservable()
        return Observable(trustedSubscribe: { observer in
            WithLatestFromSink(observer: observer, resultSelector: resultSelector)
                .run(source: source, other: other)
        })
    }

    /// On each element, emits the latest element of `second`.
    ///
    /// ```swift
    /// reloadTaps.withLatestFrom(currentProductID)
    /// ```
    public func withLatestFrom<Second: ObservableConvertible>(_ second: Second) -> Observable<Second.Element>
    {
        withLatestFrom(second) { _, latest in latest }
    }
}
