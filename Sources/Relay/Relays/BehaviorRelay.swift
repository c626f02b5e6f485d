/// A relay that holds a current value and replays it to each new subscriber.
///
/// It never errors or completes, so it is safe to bind UI to. `accept` may be called from
/// any thread: emissions are serialized, every subscriber sees one element at a time in
/// acceptance order, and an `accept` made inside a handler is delivered after the current
/// emission, to every subscriber.
///
/// ```swift
/// let count = BehaviorRelay(value: 0)
/// count.subscribe(onNext: { print($0) })  // prints 0
///     .disposed(by: bag)
/// count.accept(1)                         // prints 1
/// ```
public final class BehaviorRelay<Element: Sendable>: ObservableConvertible {
    @usableFromInline
    let core: RelayCore<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        core = RelayCore(value: value, replaysValue: true)
    }

    /// The latest accepted element.
    @inlinable
    public var value: Element {
        core.currentValue
    }

    /// Makes `element` the current value and delivers it to every subscriber.
    ///
    /// - Complexity: O(*s*) for *s* subscribers; no allocation on the uncontended path.
    @inlinable
    public func accept(_ element: Element) {
        core.accept(element)
    }

    /// Calls `onNext` with the current value, then with every accepted element.
    ///
    /// - Parameter onNext: Called one element at a time, never concurrently.
    /// - Returns: The subscription; dispose it to stop deliveries.
    @inlinable
    public func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
        core.subscribe(onNext)
    }

    deinit {
        core.removeAll()
    }

    /// The relay as an observable that replays the current value, then every accepted
    /// element, and never terminates.
    public func asObservable() -> Observable<Element> {
        core.observable
    }
}
