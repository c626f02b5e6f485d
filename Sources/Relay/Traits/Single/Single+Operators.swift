extension PrimitiveSequence where Trait == SingleTrait {
    /// Transforms the element, staying a single; a thrown error fails it.
    public func map<Result: Sendable>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<
        Result
    > {
        Single<Result>(trusted: asObservable().map(transform))
    }

    /// Chains another single on the element.
    ///
    /// ```swift
    /// session.flatMap { user in api.cart(of: user) }
    /// ```
    public func flatMap<Result: Sendable>(
        _ selector: @escaping @Sendable (Element) throws -> Single<Result>
    ) -> Single<Result> {
        Single<Result>(trusted: asObservable().flatMap(selector))
    }

    /// On error, continues with the single `handler` returns.
    public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Single<Element>) -> Single<
        Element
    > {
        Single(trusted: asObservable().catch { try handler($0).asObservable() })
    }

    /// On error, answers `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(trusted: asObservable().catchAndReturn(element))
    }
}
