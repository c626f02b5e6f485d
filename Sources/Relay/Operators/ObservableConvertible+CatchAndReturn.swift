extension ObservableConvertible {
    /// On error, emits `element` and completes.
    ///
    /// Use it where an empty or default value is the honest answer to a failure.
    ///
    /// ```swift
    /// repository.notes(about: id).catchAndReturn([])
    /// ```
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }
}
