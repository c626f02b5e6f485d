/// The element-independent half of a relay's engine: the gate that lets one delivery run at a
/// time, and the subscriber list it guards.
///
/// Only the holder of the gate's role touches the list. Changes asked for while someone
/// delivers are queued behind the deliveries in line and made by the holder, so a delivery
/// loop never sees the list change under it.
///
/// Removing a subscriber happens here, in code that is not generic, because `dispose()`
/// reaches it through an existential (`any Disposable`), where generic code cannot be
/// specialized.
@usableFromInline
final class RelaySubscribers: @unchecked Sendable {
    // @unchecked: `list` is only touched by the holder of `gate`'s role.

    @usableFromInline
    let gate = SerialGate()

    @usableFromInline
    let list: UnsafeMutablePointer<SubscriberList>

    @usableFromInline
    init() {
        list = .allocate(capacity: 1)
        list.initialize(to: SubscriberList())
    }

    deinit {
        list.pointee.removeAll()
        list.deinitialize(count: 1)
        list.deallocate()
    }

    /// Takes `subscription` out of the list: at once if nobody is delivering, else right
    /// after the deliveries already in line. Never waits.
    @usableFromInline
    func remove(_ subscription: RelaySubscriptionBase) {
        gate.runOrQueue(
            { list.pointee.remove(subscription) },
            deferring: { { [self] in list.pointee.remove(subscription) } })
    }

    /// Drops every subscriber; the relay calls it when it goes away, so subscriptions that
    /// outlive it hold nothing of it.
    @usableFromInline
    func removeAll() {
        gate.runOrQueue({ list.pointee.removeAll() }, deferring: { { [self] in list.pointee.removeAll() } })
    }
}
