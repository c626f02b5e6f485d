extension ObservableConvertible {
    /// The sequence as an `Infallible`: an error is replaced by `element`, then completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(trusted: catchAndReturn(element))
    }

    /// The sequence as an `Infallible`: an error switches to `fallback`.
    public func asInfallible(onErrorFallbackTo fallback: Infallible<Element>) -> Infallible<Element> {
        Infallible(trusted: self.catch { _ in fallback.asObservable() })
    }

    /// The sequence as an `Infallible`: an error switches to what `recover` returns for it.
    public func asInfallible(
        onErrorRecover recover: @escaping @Sendable (any Error) -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(trusted: self.catch { recover($0).asObservable() })
    }
}
