extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// This sequence as an observable; see `Observable.init(_:)` with an `AsyncSequence`.
    ///
    /// ```swift
    /// AsyncStream<Int> { … }.asObservable().map { $0 * 2 }
    /// ```
    public func asObservable() -> Observable<Element> {
        Observable(self)
    }
}
