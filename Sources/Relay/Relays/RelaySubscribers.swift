/// The element-independent half of a relay's engine: the gate that lets one delivery run at a
/// time, and the subscriber list it guards.
///
/// Who may touch the list: the holder of the gate's role, or, while nobody holds it, a thread
/// holding the gate's mutex (the gate is claimed only with its mutex held, so "mutex held and
/// role free" is exclusive too). Changes asked for while someone delivers are queued behind
/// the deliveries in line and made by the holder, so a delivery loop never sees the list
/// change under it.
///
/// Removing a subscriber happens here, in code that is not generic, because `dispose()`
/// reaches it through an existential (`any Disposable`), where generic code cannot be
/// specialized.
@usableFromInline
final class RelaySubscribers: @unchecked Sendable {
    // @unchecked: `list` is only touched as described above.

    @usableFromInline
    let gate = SerialGate(claiming: .underLock)

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
        gate.updateOrQueue(
            { list.pointee.remove(subscription) },
            deferring: { { [self] in list.pointee.remove(subscription) } })
    }

    /// Drops every subscriber; the relay calls it when it goes away, so subscriptions that
    /// outlive it hold nothing of it.
    @usableFromInline
    func removeAll() {
        gate.updateOrQueue(
            { list.pointee.removeAll() }, deferring: { { [self] in list.pointee.removeAll() } })
    }
}
