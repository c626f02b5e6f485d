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
final class RelayCore<Element: Sendable>: RelayCoreBase, @unchecked Sendable {
    // @unchecked: `storage` is dereferenced only inside the inherited `state.withLock`.
    @usableFromInline
    typealias Subscribers = ContiguousArray<RelaySubscriptionBase>

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
    struct ElementState: Sendable {
        /// The latest accepted element; always `nil` for a publish relay.
        @usableFromInline var value: Element?
        @usableFromInline var pending: [Delivery] = []

        @inlinable
        init(value: Element?) {
            self.value = value
        }
    }

    /// Element-typed state, guarded by the base class's lock. A pointer rather than stored
    /// `var`s so the hot path pays no dynamic exclusivity checks.
    @usableFromInline
    let storage: UnsafeMutablePointer<ElementState>

    /// Whether this core remembers and replays its latest element.
    @usableFromInline
    let replaysValue: Bool

    @inlinable
    init(value: Element?, replaysValue: Bool) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: ElementState(value: value))
        self.replaysValue = replaysValue
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    @inlinable
    var currentValue: Element {
        let storage = self.storage
        return state.withLock { _ in
            guard let value = storage.pointee.value else {
                preconditionFailure("a publish relay has no current value")
            }
            return value
        }
    }

    @inlinable
    func accept(_ element: Element) {
        let storage = self.storage
        let replaysValue = self.replaysValue
        let targets = state.withLock { shared -> Subscribers? in
            if replaysValue { storage.pointee.value = element }
            if claimDeliveryLocked() { return shared.subscribers }
            storage.pointee.pending.append(Delivery(element: element, targets: shared.subscribers))
            return nil
        }
        guard let targets else { return }
        deliver(element, to: targets)
        drainPending()
    }

    @inlinable
    func subscribe(_ handler: @escaping @Sendable (Element) -> Void) -> RelaySubscription<Element> {
        let subscription = RelaySubscription(core: self, handler: handler)
        let storage = self.storage
        let replaysValue = self.replaysValue
        let replay = state.withLock { shared -> Element? in
            shared.subscribers.append(subscription)
            guard replaysValue, let value = storage.pointee.value else { return nil }
            if claimDeliveryLocked() { return value }
            storage.pointee.pending.append(Delivery(element: value, targets: [subscription]))
            return nil
        }
        if let replay {
            subscription.receive(replay)
            drainPending()
        }
        return subscription
    }

    /// The relay's elements as an observable that never terminates (a behavior relay's
    /// replays its current value first).
    var observable: Observable<Element> {
        Observable(trustedSubscribe: { [self] observer in
            subscribe { observer.onNext($0) }
        })
    }

    @inlinable
    func deliver(_ element: Element, to targets: Subscribers) {
        targets.withUnsafeBufferPointer { buffer in
            for target in buffer {
                unsafeDowncast(target, to: RelaySubscription<Element>.self).receive(element)
            }
        }
    }

    /// Delivers what was queued while this thread was delivering, then gives up the role.
    @inlinable
    func drainPending() {
        let storage = self.storage
        while !tryFinishDelivering() {
            let batch = state.withLock { _ -> [Delivery] in
                deliveryState.store(Self.delivering, ordering: .releasing)
                defer { storage.pointee.pending = [] }
                return storage.pointee.pending
            }
            for delivery in batch {
                deliver(delivery.element, to: delivery.targets)
            }
        }
    }
}
