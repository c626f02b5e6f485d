import Synchronization

/// The element-independent half of a relay's engine: the lock, the subscriber list and the
/// delivery state.
///
/// Delivery state is an atomic with three values: idle, delivering, and delivering with
/// more queued. Every transition except one happens with the lock held; the deliverer's
/// final "delivering → idle" is a compare-and-swap without the lock, so an uncontended
/// `accept` takes the lock once. If a queued delivery arrived meanwhile the swap fails
/// (the state says "queued") and the deliverer drains the queue under the lock.
///
/// Removing a subscriber happens here, in code that is not generic, because `dispose()`
/// reaches it through an existential (`any Disposable`), where generic code cannot be
/// specialized and would pay for generic metadata lookups on every call.
@usableFromInline
class RelayCoreBase: @unchecked Sendable {
    // @unchecked: all mutable state is inside `state` (a `Locked`), or, in the subclass, behind
    // a pointer that is only dereferenced inside `state.withLock`.
    @usableFromInline
    struct SharedState {
        @usableFromInline var subscribers: ContiguousArray<RelaySubscriptionBase> = []

        @inlinable
        init() {}
    }

    @usableFromInline
    let state = Locked(SharedState())

    @usableFromInline
    static var idle: UInt8 { 0 }

    @usableFromInline
    static var delivering: UInt8 { 1 }

    @usableFromInline
    static var deliveringWithQueue: UInt8 { 2 }

    @usableFromInline
    let deliveryState = Atomic<UInt8>(0)

    /// With the lock held: becomes the deliverer (returns `true`), or marks that something
    /// is queued (returns `false`; the caller then queues it before releasing the lock).
    @inlinable
    final func claimDeliveryLocked() -> Bool {
        while true {
            switch deliveryState.load(ordering: .acquiring) {
            case Self.idle:
                deliveryState.store(Self.delivering, ordering: .releasing)
                return true
            case Self.delivering:
                let (marked, _) = deliveryState.compareExchange(
                    expected: Self.delivering,
                    desired: Self.deliveringWithQueue,
                    ordering: .acquiringAndReleasing
                )
                if marked { return false }
            // The deliverer just went idle without the lock; claim it on the next turn.
            default:
                return false
            }
        }
    }

    /// The deliverer's way out: idle if nothing was queued, else `false` (the caller drains).
    @inlinable
    final func tryFinishDelivering() -> Bool {
        deliveryState.compareExchange(
            expected: Self.delivering,
            desired: Self.idle,
            ordering: .acquiringAndReleasing
        ).exchanged
    }

    @inlinable
    init() {}

    @usableFromInline
    final func remove(_ subscription: RelaySubscriptionBase) {
        state.withLock { state in
            if let index = state.subscribers.firstIndex(where: { $0 === subscription }) {
                state.subscribers.remove(at: index)
            }
        }
    }

    /// Drops every subscriber; the relay calls it when it goes away, so subscriptions that
    /// outlive it hold nothing of it.
    @usableFromInline
    final func removeAll() {
        state.withLock { $0.subscribers.removeAll() }
    }

    final var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }
}
