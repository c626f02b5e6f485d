import Synchronization

/// The emission engine shared by `BehaviorRelay`, `PublishRelay` and `ReplayRelay`.
///
/// **Delivery rule.** Elements are delivered one at a time, to every subscriber, in the order
/// they were accepted. An `accept` returns after its element was delivered, with one
/// exception: an `accept` made on the delivering thread (from inside a handler, directly or
/// through other operators) cannot wait for itself, so its element is queued and the call
/// returns at once; queued elements follow the current one in order. An `accept` from another
/// thread while a delivery runs joins the line and waits: the delivering thread delivers what
/// stands in line, in arrival order, as one batch, then hands the role to the next waiting
/// producer. So no producer starves, every `accept` returns after at most one batch, and each
/// waiting producer holds one element: memory is bounded by the number of producers.
/// (`SerialGate` describes the waiting, and the one case where a wait would deadlock and the
/// element is queued instead.)
///
/// Subscribing and disposing never wait: asked for during a delivery, the change to the
/// subscriber list is queued behind the deliveries already in line, and a behavior or replay
/// relay's replay (taken at the moment of subscribing) is delivered in that same place. So a
/// subscriber sees its replay first, then exactly the elements accepted after it subscribed,
/// and every subscriber sees the same order.
///
/// The hot paths are `@inlinable` so that clients in other modules get specialized code:
/// unspecialized generics cost more than the lock itself.
@usableFromInline
final class RelayCore<Element: Sendable>: RelayCoreBase, @unchecked Sendable {
    // @unchecked: `storage` is dereferenced only with the inherited mutex held.

    /// What a new subscriber gets first.
    @usableFromInline
    enum Replay: Sendable {
        /// Nothing (a publish relay).
        case none
        /// The latest element (a behavior relay, which always has one).
        case latest
        /// The last elements, up to the buffer's limit (a replay relay).
        case buffer
    }

    /// What is replayed to one new subscriber, taken when it subscribes.
    @usableFromInline
    enum Replayed: Sendable {
        case nothing
        case one(Element)
        case many([Element])
    }

    @usableFromInline
    struct ElementState: Sendable {
        @usableFromInline var latest: Element?
        @usableFromInline var buffer: ReplayBuffer<Element>

        @inlinable
        init(latest: Element?, bufferLimit: Int) {
            self.latest = latest
            self.buffer = ReplayBuffer(limit: bufferLimit)
        }
    }

    /// Element-typed state, guarded by the mutex. A pointer rather than stored `var`s so the
    /// hot path pays no dynamic exclusivity checks.
    @usableFromInline
    let storage: UnsafeMutablePointer<ElementState>

    @usableFromInline
    let replay: Replay

    @inlinable
    init(latest: Element?, replay: Replay, bufferLimit: Int = 0) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: ElementState(latest: latest, bufferLimit: bufferLimit))
        self.replay = replay
        super.init()
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The latest accepted element (a behavior relay always has one).
    @inlinable
    var currentValue: Element {
        lock()
        defer { unlock() }
        guard let value = storage.pointee.latest else {
            preconditionFailure("only a behavior relay has a current value")
        }
        return value
    }

    /// The elements a new subscriber would be replayed now.
    var replayedElements: [Element] {
        lock()
        defer { unlock() }
        switch replayLocked() {
        case .nothing: return []
        case .one(let element): return [element]
        case .many(let elements): return elements
        }
    }

    @inlinable
    func accept(_ element: Element) {
        lock()
        switch replay {
        case .none: break
        case .latest: storage.pointee.latest = element
        case .buffer: storage.pointee.buffer.append(element)
        }
        let thread = ThreadID.current
        if claimUnderLock(thread) {
            unlock()
            deliver(element)
            finish()
        } else {
            acceptInLine(element, thread)
        }
    }

    /// With the mutex held and someone delivering: waits for this element's turn, or queues
    /// it (re-entrance).
    @usableFromInline
    func acceptInLine(_ element: Element, _ thread: UInt) {
        guard waitOrQueueLocked(thread, { { [self] in deliver(element) } }) else { return }
        deliver(element)
        finish()
    }

    @inlinable
    func subscribe(_ handler: @escaping @Sendable (Element) -> Void) -> RelaySubscription<Element> {
        let subscription = RelaySubscription(core: self, handler: handler)
        lock()
        let replayed = replayLocked()
        let thread = ThreadID.current
        if phase.load(ordering: .acquiring) == Self.idle {
            list.pointee.append(subscription)
            if case .nothing = replayed {
                unlock()
                return subscription
            }
            _ = claimUnderLock(thread)
            unlock()
            deliver(replayed, to: subscription)
            finish()
            return subscription
        }
        subscribeInLine(subscription, replayed, thread)
        return subscription
    }

    /// With the mutex held and someone delivering: queues the subscription (and its replay)
    /// behind the deliveries in line.
    @usableFromInline
    func subscribeInLine(_ subscription: RelaySubscription<Element>, _ replayed: Replayed, _ thread: UInt) {
        let work: @Sendable () -> Void = { [self] in
            if subscription.isDisposed.load(ordering: .acquiring) { return }
            list.pointee.append(subscription)
            deliver(replayed, to: subscription)
        }
        if claimOrQueueLocked(thread, work) {
            work()
            finish()
        }
    }

    @inlinable
    func replayLocked() -> Replayed {
        switch replay {
        case .none:
            return .nothing
        case .latest:
            guard let latest = storage.pointee.latest else { return .nothing }
            return .one(latest)
        case .buffer:
            let buffer = storage.pointee.buffer
            return buffer.isEmpty ? .nothing : .many(buffer.elements)
        }
    }

    /// The relay's elements as an observable that never terminates (behavior and replay
    /// relays replay first).
    @inlinable
    var observable: Observable<Element> {
        Observable(trustedSubscribe: { [self] observer in
            subscribe { observer.onNext($0) }
        })
    }

    /// Calls every subscriber with `element`. Only the holder of the delivery role calls it.
    @inlinable
    func deliver(_ element: Element) {
        list.pointee.forEachSubscriber { subscriber in
            unsafeDowncast(subscriber, to: RelaySubscription<Element>.self).receive(element)
        }
    }

    @inlinable
    func deliver(_ replayed: Replayed, to subscription: RelaySubscription<Element>) {
        switch replayed {
        case .nothing:
            break
        case .one(let element):
            subscription.receive(element)
        case .many(let elements):
            for element in elements { subscription.receive(element) }
        }
    }
}
