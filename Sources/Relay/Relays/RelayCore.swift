import Synchronization

/// The emission engine shared by `BehaviorRelay` and `PublishRelay`.
///
/// Emissions are serialized without holding the lock during a call-out: the first thread
/// to emit becomes the deliverer; an `accept` that arrives while a delivery is running (from
/// another thread, or re-entrantly from a handler) is queued together with a snapshot of the
/// subscribers at that moment, and the deliverer drains the queue in order before it
/// returns. So every subscriber sees events one at a time, in acceptance order, and a
/// re-entrant `accept` is delivered after the current emission finishes, to everyone.
///
/// A subscription added while a delivery is running gets its replay through the same
/// queue, so it never races a delivery and never sees an element older than its replay.
///
/// The hot paths are `@inlinable` so that clients in other modules get specialized code:
/// unspecialized generics cost more than the lock itself.
@usableFromInline
final class RelayCore<Element: Sendable>: Sendable {
    @usableFromInline
    typealias Subscribers = ContiguousArray<RelaySubscription<Element>>

    @usableFromInline
    struct Delivery: Sendable {
        @usableFromInline let element: Element
        @usableFromInline let targets: Subscribers

        @inlinable
        init(element: Element, targets: Subscribers) {
            self.element = element
            self.targets = targets
        }
    }

    @usableFromInline
    struct State: Sendable {
        /// The latest accepted element; `nil` for a publish relay.
        @usableFromInline var value: Element?
        @usableFromInline var subscribers: Subscribers = []
        @usableFromInline var pending: [Delivery] = []
        @usableFromInline var isDelivering = false

        @inlinable
        init(value: Element?) {
            self.value = value
        }
    }

    @usableFromInline
    let state: Mutex<State>

    /// Whether this core remembers and replays its latest element.
    @usableFromInline
    let replaysValue: Bool

    @inlinable
    init(value: Element?, replaysValue: Bool) {
        self.state = Mutex(State(value: value))
        self.replaysValue = replaysValue
    }

    @inlinable
    var value: Element {
        state.withLock { state in
            guard let value = state.value else {
                preconditionFailure("a publish relay has no current value")
            }
            return value
        }
    }

    @inlinable
    func accept(_ element: Element) {
        let replaysValue = self.replaysValue
        let targets = state.withLock { state -> Subscribers? in
            if replaysValue { state.value = element }
            if state.isDelivering {
                state.pending.append(Delivery(element: element, targets: state.subscribers))
                return nil
            }
            state.isDelivering = true
            return state.subscribers
        }
        guard let targets else { return }
        for subscription in targets {
            subscription.receive(element)
        }
        drainPending()
    }

    @inlinable
    func subscribe(_ handler: @escaping @Sendable (Element) -> Void) -> RelaySubscription<Element> {
        let subscription = RelaySubscription(core: self, handler: handler)
        let replaysValue = self.replaysValue
        let replay = state.withLock { state -> Element? in
            state.subscribers.append(subscription)
            guard replaysValue, let value = state.value else { return nil }
            if state.isDelivering {
                state.pending.append(Delivery(element: value, targets: [subscription]))
                return nil
            }
            state.isDelivering = true
            return value
        }
        if let replay {
            subscription.receive(replay)
            drainPending()
        }
        return subscription
    }

    /// Delivers what was queued while this thread was delivering, then gives up the role.
    @inlinable
    func drainPending() {
        while true {
            let batch = state.withLock { state -> [Delivery]? in
                if state.pending.isEmpty {
                    state.isDelivering = false
                    return nil
                }
                defer { state.pending = [] }
                return state.pending
            }
            guard let batch else { return }
            for delivery in batch {
                for subscription in delivery.targets {
                    subscription.receive(delivery.element)
                }
            }
        }
    }

    @usableFromInline
    func remove(_ subscription: RelaySubscription<Element>) {
        state.withLock { state in
            if let index = state.subscribers.firstIndex(where: { $0 === subscription }) {
                state.subscribers.remove(at: index)
            }
        }
    }

    var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }
}
