import Synchronization

/// The element-independent half of a relay subscription: its disposed flag, its slot in the
/// relay's list, and the way back to the relay. `dispose()` lives here so that calling it
/// through `any Disposable` runs code that is not generic.
@usableFromInline
class RelaySubscriptionBase: Disposable, @unchecked Sendable {
    // @unchecked: `isDisposed` is atomic, `subscribers` is immutable, and `slot` is only
    // touched by whoever may change the relay's subscriber list (see `RelaySubscribers`).
    @usableFromInline
    let isDisposed = Atomic<Bool>(false)

    /// The relay's subscribers (not the relay itself, which a subscription never keeps
    /// alive). Held strongly: cheaper than a weak reference, and the list drops its
    /// subscriptions when the relay goes away, so no cycle outlives the relay.
    @usableFromInline
    let subscribers: RelaySubscribers

    /// Where this subscription sits in the relay's list; -1 when it is not in it. Only one
    /// thread at a time may touch it (see above), so the runtime's exclusivity bookkeeping,
    /// which costs more than the rest of a removal, is switched off.
    @usableFromInline
    @exclusivity(unchecked)
    final var slot = -1

    @inlinable
    init(subscribers: RelaySubscribers) {
        self.subscribers = subscribers
    }

    /// Once this returns, no new call to the handler starts: deliveries check the flag right
    /// before calling. Never waits for a delivery in progress.
    @usableFromInline
    final func dispose() {
        if isDisposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        subscribers.remove(self)
    }
}

/// One subscriber of a relay: its handler, called only while not disposed.
@usableFromInline
final class RelaySubscription<Element: Sendable>: RelaySubscriptionBase, @unchecked Sendable {
    // @unchecked: adds only an immutable `@Sendable` handler to its base.
    @usableFromInline
    let handler: @Sendable (Element) -> Void

    @inlinable
    init(subscribers: RelaySubscribers, handler: @escaping @Sendable (Element) -> Void) {
        self.handler = handler
        super.init(subscribers: subscribers)
    }

    @inlinable
    func receive(_ element: Element) {
        if !isDisposed.load(ordering: .acquiring) {
            handler(element)
        }
    }
}
