/// Receives the events of an observable sequence.
///
/// An observer is a value wrapping one `@Sendable` handler; it can be copied freely and
/// called from any thread. Sequences never call one observer concurrently.
///
/// ```swift
/// let observer = Observer<Int> { event in print(event) }
/// observer.onNext(1)
/// observer.onCompleted()
/// ```
public struct Observer<Element: Sendable>: ObserverConvertible {
    @usableFromInline
    let handler: @Sendable (Event<Element>) -> Void

    /// Creates an observer from an event handler.
    ///
    /// - Parameter handler: Called once per event.
    public init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
        self.handler = handler
    }

    /// Delivers an event.
    @inlinable
    public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// Delivers an element.
    @inlinable
    public func onNext(_ element: Element) {
        handler(.next(element))
    }

    /// Ends the sequence with an error.
    public func onError(_ error: any Error) {
        handler(.error(error))
    }

    /// Ends the sequence normally.
    public func onCompleted() {
        handler(.completed)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> Observer<Element> {
        self
    }
}
