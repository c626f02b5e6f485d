import Synchronization

/// The element-independent half of a relay's engine: the delivery role (inherited from
/// `SerialGate`) and the subscriber list.
///
/// Who may touch the list: the holder of the delivery role, or, while nobody holds it, a
/// thread holding the mutex. A relay claims the role only with the mutex held, so "mutex held
/// and role free" is exclusive too. Changes asked for while someone delivers are queued
/// behind the delivery and made by the holder, so a delivery loop never sees the list
/// change under it.
///
/// Removing a subscriber happens here, in code that is not generic, because `dispose()`
/// reaches it through an existential (`any Disposable`), where generic code cannot be
/// specialized and would pay for generic metadata lookups on every call.
@usableFromInline
class RelayCoreBase: SerialGate, @unchecked Sendable {
    // @unchecked: `list` is only touched as described above.

    @usableFromInline
    let list: UnsafeMutablePointer<SubscriberList>

    @inlinable
    override init() {
        list = .allocate(capacity: 1)
        list.initialize(to: SubscriberList())
        super.init()
    }

    deinit {
        list.pointee.removeAll()
        list.deinitialize(count: 1)
        list.deallocate()
    }

    /// With the mutex held: takes the delivery role if it is free. Relays claim only this way
    /// (never with `run`'s lock-free claim), which is what lets the list change in place
    /// under the mutex while the role is free.
    @inlinable
    final func claimUnderLock(_ thread: UInt) -> Bool {
        guard phase.load(ordering: .acquiring) == Self.idle else { return false }
        phase.store(Self.running, ordering: .relaxed)
        owner.store(thread, ordering: .relaxed)
        return true
    }

    /// Takes `subscription` out of the list: at once if nobody is delivering, else right
    /// after the deliveries already in line. Never waits.
    @usableFromInline
    final func remove(_ subscription: RelaySubscriptionBase) {
        lock()
        if phase.load(ordering: .acquiring) == Self.idle {
            list.pointee.remove(subscription)
            unlock()
            return
        }
        let work: @Sendable () -> Void = { [self] in list.pointee.remove(subscription) }
        if claimOrQueueLocked(ThreadID.current, work) {
            work()
            finish()
        }
    }

    /// Drops every subscriber; the relay calls it when it goes away, so subscriptions that
    /// outlive it hold nothing of it.
    @usableFromInline
    final func removeAll() {
        lock()
        if phase.load(ordering: .acquiring) == Self.idle {
            list.pointee.removeAll()
            unlock()
            return
        }
        let work: @Sendable () -> Void = { [self] in list.pointee.removeAll() }
        if claimOrQueueLocked(ThreadID.current, work) {
            work()
            finish()
        }
    }
}
