/// A relay that holds a current value and replays it to each new subscriber.
///
/// It never errors or completes, so it is safe to bind UI to. `accept` may be called from
/// any thread. Delivery rule: elements reach every subscriber one at a time, in acceptance
/// order; `accept` returns once its element was delivered, except inside a handler on the
/// delivering thread, where the element is queued behind the current one and `accept`
/// returns at once. Producers on other threads wait in line and are served in arrival order,
/// so none starves and at most one element per producer waits. Subscribing and disposing
/// never wait. Two threads whose handlers accept into each other's relays would wait for each
/// other: that cycle is detected and the closing `accept` queues instead; a handler blocking
/// on a thread that accepts into the same relay deadlocks, as with any lock.
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
        core = RelayCore(latest: value, replay: .latest)
    }

    /// The latest accepted element (accepted, perhaps not yet delivered to everyone).
    @inlinable
    public var value: Element {
        core.currentValue
    }

    /// Makes `element` the current value and delivers it to every subscriber.
    ///
    /// Returns after `element` was delivered to every subscriber, unless called from a
    /// handler on the delivering thread (then it is queued and delivered next, in order).
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
    @inlinable
    public func asObservable() -> Observable<Element> {
        core.observable
    }
}
