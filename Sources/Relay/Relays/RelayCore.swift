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
final class RelayCore<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is only touched with the gate's lock held.

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

    /// The accepted elements a relay remembers.
    @usableFromInline
    struct Stored {
        @usableFromInline var latest: Element?
        @usableFromInline var buffer: ReplayBuffer<Element>

        @inlinable
        init(latest: Element?, bufferLimit: Int) {
            self.latest = latest
            self.buffer = ReplayBuffer(limit: bufferLimit)
        }
    }

    @usableFromInline
    let subscribers = RelaySubscribers()

    /// `subscribers.gate`, one reference closer: reached through `subscribers`, the gate was
    /// retained and released around every `accept` (two atomic operations more).
    @usableFromInline
    let gate: SerialGate

    @usableFromInline
    let stored: SerialBox<Stored>

    @usableFromInline
    let replay: Replay

    @inlinable
    init(latest: Element?, replay: Replay, bufferLimit: Int = 0) {
        stored = SerialBox(Stored(latest: latest, bufferLimit: bufferLimit))
        self.replay = replay
        gate = subscribers.gate
    }

    /// The latest accepted element (a behavior relay always has one).
    @inlinable
    var currentValue: Element {
        guard let value = gate.withLock({ stored.value.latest }) else {
            preconditionFailure("only a behavior relay has a current value")
        }
        return value
    }

    /// The elements a new subscriber would be replayed now.
    var replayedElements: [Element] {
        switch gate.withLock({ replayLocked() }) {
        case .nothing: return []
        case .one(let element): return [element]
        case .many(let elements): return elements
        }
    }

    @inlinable
    func accept(_ element: Element) {
        gate.run(
            updating: { remember(element) },
            { deliver(element) },
            deferring: { { [self] in deliver(element) } })
    }

    /// With the gate's lock held: keeps `element` for the current value or the replay.
    @inlinable
    func remember(_ element: Element) {
        switch replay {
        case .none: break
        case .latest: stored.pointer.pointee.latest = element
        case .buffer: stored.pointer.pointee.buffer.append(element)
        }
    }

    @inlinable
    func subscribe(_ handler: @escaping @Sendable (Element) -> Void) -> RelaySubscription<Element> {
        let subscription = RelaySubscription(subscribers: subscribers, handler: handler)
        var replayed = Replayed.nothing
        gate.runOrQueue(
            updating: { replayed = replayLocked() },
            { add(subscription, replaying: replayed) },
            deferring: {
                let replayed = replayed
                return { [self] in add(subscription, replaying: replayed) }
            })
        return subscription
    }

    /// Adds `subscription` to the list and delivers its replay. Holder of the role only.
    @inlinable
    func add(_ subscription: RelaySubscription<Element>, replaying replayed: Replayed) {
        if subscription.isDisposed.load(ordering: .acquiring) { return }
        subscribers.list.pointee.append(subscription)
        switch replayed {
        case .nothing:
            break
        case .one(let element):
            subscription.receive(element)
        case .many(let elements):
            for element in elements { subscription.receive(element) }
        }
    }

    /// With the gate's lock held: what a new subscriber is replayed.
    @inlinable
    func replayLocked() -> Replayed {
        switch replay {
        case .none:
            return .nothing
        case .latest:
            guard let latest = stored.value.latest else { return .nothing }
            return .one(latest)
        case .buffer:
            let buffer = stored.value.buffer
            return buffer.isEmpty ? .nothing : .many(buffer.elements)
        }
    }

    /// Drops every subscriber; the relay calls it when it goes away.
    @inlinable
    func removeAll() {
        subscribers.removeAll()
    }

    /// The relay's elements as an observable that never terminates (behavior and replay
    /// relays replay first).
    @inlinable
    var observable: Observable<Element> {
        Observable(trustedSubscribe: { [self] observer in
            subscribe { observer.onNext($0) }
        })
    }

    /// Calls every subscriber with `element`. Holder of the role only.
    @inlinable
    func deliver(_ element: Element) {
        subscribers.list.pointee.forEachSubscriber { subscriber in
            unsafeDowncast(subscriber, to: RelaySubscription<Element>.self).receive(element)
        }
    }
}
