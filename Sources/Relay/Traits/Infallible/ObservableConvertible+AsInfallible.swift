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

extension BehaviorRelay {
    /// The relay as an `Infallible` (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        Infallible(trusted: asObservable())
    }
}

extension PublishRelay {
    /// The relay as an `Infallible` (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        Infallible(trusted: asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible` (a relay never fails).
    public func asInfallible() -> Infallible<Element> {
        Infallible(trusted: asObservable())
    }
}
