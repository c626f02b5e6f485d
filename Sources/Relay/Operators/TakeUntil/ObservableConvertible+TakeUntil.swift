extension ObservableConvertible {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// An error of `other` ends the result with that error; `other` completing without an
    /// element changes nothing.
    ///
    /// ```swift
    /// prices.take(until: viewModel.dismissed)  // stops when the page goes away
    /// ```
    public func take<Other: ObservableConvertible>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable(trustedSubscribe: { observer in
            TakeUntilSink<Element, Other.Element>(observer: observer).run(source: source, other: other)
        })
    }

    /// Emits elements until `predicate` is true for one, then completes; with `.inclusive`
    /// that element is emitted first.
    ///
    /// ```swift
    /// progress.take(until: { $0 >= 1.0 }, behavior: .inclusive)
    /// ```
    public func take(
        until predicate: @escaping @Sendable (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}
