extension PrimitiveSequence where Trait == SingleTrait {
    /// Subscribes with a closure for the element and one for the error.
    ///
    /// - Parameters:
    ///   - onSuccess: Called once with the element.
    ///   - onFailure: Called once with the error.
    ///   - onDisposed: Called once, after either, or when the subscription is disposed.
    /// - Returns: The subscription.
    public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onFailure: (@Sendable (any Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// The element, awaited; throws the single's error. Cancelling the task disposes the
    /// subscription.
    ///
    /// ```swift
    /// let product = try await repository.product(id: "p-001").asSingle().value
    /// ```
    public var value: Element {
        get async throws {
            for try await element in asObservable().values {
                return element
            }
            throw RelayError.noElements
        }
    }
}
