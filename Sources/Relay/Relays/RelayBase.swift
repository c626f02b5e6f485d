/// What `BehaviorRelay`, `PublishRelay` and `ReplayRelay` share: accepting elements from any
/// thread, subscribing, and presenting themselves as an observable. A relay never errors or
/// completes, so it is safe to bind UI to.
///
/// **Delivery rule.** Elements reach every subscriber one at a time, in acceptance order, and
/// no lock is held while a handler runs. `accept` returns once its element was delivered,
/// except inside a handler on the delivering thread, where the element is queued behind the
/// current one and `accept` returns at once. Producers on other threads wait in line and are
/// served in arrival order, so none starves and at most one element per producer waits.
/// Subscribing and disposing never wait. Two threads whose handlers accept into each other's
/// relays would wait for each other: that cycle is detected and the closing `accept` queues
/// instead; a handler blocking on a thread that accepts into the same relay deadlocks, as
/// with any lock.
///
/// You do not make a `RelayBase`; make one of the three relays. Code that only accepts and
/// subscribes can take any of them as a `RelayBase`.
public class RelayBase<Element: Sendable>: ObservableConvertible, @unchecked Sendable {
    // @unchecked: the only state is `core`, an immutable reference to an engine that guards
    // itself with its gate; the three subclasses add only immutable `Sendable` state.

    @usableFromInline
    let core: RelayCore<Element>

    init(core: RelayCore<Element>) {
        self.core = core
    }

    deinit {
        core.removeAll()
    }

    /// Delivers `element` to every subscriber; a behavior relay makes it its current value
    /// and a replay relay remembers it for replay.
    ///
    /// Returns after `element` was delivered to every subscriber, unless called from a
    /// handler on the delivering thread (then it is queued and delivered next, in order).
    ///
    /// - Complexity: O(*s*) for *s* subscribers; no allocation on the uncontended path.
    @inlinable
    public final func accept(_ element: Element) {
        core.accept(element)
    }

    /// Calls `onNext` with what the relay replays (a behavior relay's current value, a replay
    /// relay's buffer, nothing for a publish relay), then with every accepted element.
    ///
    /// - Parameter onNext: Called one element at a time, never concurrently.
    /// - Returns: The subscription; dispose it to stop deliveries.
    @inlinable
    public final func subscribe(onNext: @escaping @Sendable (Element) -> Void) -> any Disposable {
        core.subscribe(onNext)
    }

    /// The relay as an observable that replays as `subscribe(onNext:)` does, then delivers
    /// every accepted element, and never terminates.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        core.observable
    }

    /// The relay as an `Infallible` (a relay never fails).
    public final func asInfallible() -> Infallible<Element> {
        Infallible(trusted: asObservable())
    }
}
