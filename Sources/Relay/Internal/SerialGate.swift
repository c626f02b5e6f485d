import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives one thread at a time the right to emit (the *delivery role*), fairly and without
/// holding a lock while it does.
///
/// This is how relays and operators with several inputs (`combineLatest`, `merge`, timers)
/// keep their observers' calls one at a time. A thread that asks for the role:
/// - gets it at once when nobody holds it (an atomic compare-and-swap, no lock);
/// - if it already holds it (a handler emitting again, *re-entrance*), cannot wait for
///   itself: its work is queued and runs after the current emission, and the call returns;
/// - if another thread holds it, joins the line and sleeps until its turn comes, then does
///   its own work. Turns are granted in arrival order (FIFO), so no thread starves, and each
///   waiting thread holds one piece of work, so memory is bounded by the number of threads.
///
/// The holder, when done, runs queued work and then hands the role to the first waiter, all in
/// arrival order.
///
/// Waiting can deadlock only where two threads each hold a role the other one wants (thread A
/// delivers relay 1 and its handler accepts into relay 2, while thread B delivers relay 2 and
/// its handler accepts into relay 1). The gate detects such a cycle (`WaitRegistry`) and the
/// thread that would close it queues its work instead of waiting. What it cannot see is a
/// handler blocking on something else (`DispatchQueue.sync`, a semaphore) that needs a
/// thread waiting in this line: that deadlocks, as it would with any lock.
///
/// State: `phase` says whether the role is free, held, or held with work queued; `owner` names
/// the holder. The holder releases the role with one compare-and-swap when nothing is queued;
/// every other transition happens with `mutex` held.
@usableFromInline
class SerialGate: @unchecked Sendable {
    // @unchecked: `queue` is only touched with `mutex` held; `phase` and `owner` are atomics.

    /// Queued work: a thread asleep until its turn, or a closure to run in order.
    @usableFromInline
    enum Item {
        case waiter(GateWaiter)
        case work(@Sendable () -> Void)
    }

    @usableFromInline
    static var idle: UInt8 { 0 }

    @usableFromInline
    static var running: UInt8 { 1 }

    @usableFromInline
    static var runningWithQueue: UInt8 { 2 }

    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    let phase = Atomic<UInt8>(0)

    @usableFromInline
    let owner = Atomic<UInt>(0)

    private var queue: [Item] = []
    private var queueHead = 0

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    final func lock() {
        pthread_mutex_lock(mutex)
    }

    @inlinable
    final func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the role: now if it is free, after waiting for its turn if another
    /// thread holds it. If this thread holds it already, queues `deferred()` instead, to run
    /// after the current work, and returns without running `body`.
    ///
    /// - Parameters:
    ///   - body: The work, run on this thread.
    ///   - deferred: Makes an escaping copy of the work; called only when it must be queued,
    ///     so the common path allocates nothing.
    @inlinable
    final func run(_ body: () -> Void, deferring deferred: () -> @Sendable () -> Void) {
        let thread = ThreadID.current
        if phase.compareExchange(expected: Self.idle, desired: Self.running, ordering: .acquiring).exchanged {
            owner.store(thread, ordering: .relaxed)
        } else {
            lock()
            guard waitOrQueueLocked(thread, deferred) else { return }
        }
        body()
        finish()
    }

    /// Runs `work` holding the role if it is free, or queues it for the holder; never waits.
    /// For bookkeeping that must not block (adding and removing subscribers).
    @usableFromInline
    final func runOrQueue(_ work: @escaping @Sendable () -> Void) {
        let thread = ThreadID.current
        if phase.compareExchange(expected: Self.idle, desired: Self.running, ordering: .acquiring).exchanged {
            owner.store(thread, ordering: .relaxed)
        } else {
            lock()
            guard claimOrQueueLocked(thread, work) else { return }
        }
        work()
        finish()
    }

    /// With `mutex` held: takes the role if it is free (returns `true`) or queues `work` for
    /// the holder (returns `false`). Releases `mutex` either way.
    @usableFromInline
    final func claimOrQueueLocked(_ thread: UInt, _ work: @escaping @Sendable () -> Void) -> Bool {
        while true {
            if phase.load(ordering: .acquiring) == Self.idle {
                if claimIfIdleLocked(thread) {
                    unlock()
                    return true
                }
                continue
            }
            guard markQueuedLocked() else { continue }
            enqueueLocked(.work(work))
            unlock()
            return false
        }
    }

    /// With `mutex` held and the caller wanting the role for work it holds: returns `true`
    /// once the caller holds the role (now or after waiting its turn), or `false` when the
    /// work was queued instead (re-entrance, or a wait that would deadlock). Releases `mutex`
    /// either way.
    @usableFromInline
    final func waitOrQueueLocked(_ thread: UInt, _ deferred: () -> @Sendable () -> Void) -> Bool {
        while true {
            if phase.load(ordering: .acquiring) == Self.idle {
                if claimIfIdleLocked(thread) {
                    unlock()
                    return true
                }
                continue
            }
            if owner.load(ordering: .acquiring) == thread {
                phase.store(Self.runningWithQueue, ordering: .relaxed)
                enqueueLocked(.work(deferred()))
                unlock()
                return false
            }
            guard markQueuedLocked() else { continue }
            guard WaitRegistry.register(thread, waitingFor: self) else {
                enqueueLocked(.work(deferred()))
                unlock()
                return false
            }
            let waiter = GateWaiter(thread: thread)
            enqueueLocked(.waiter(waiter))
            unlock()
            waiter.waitForTurn(mutex: mutex)
            return true
        }
    }

    /// With `mutex` held: claims the role if it is free.
    @inlinable
    final func claimIfIdleLocked(_ thread: UInt) -> Bool {
        guard
            phase.compareExchange(expected: Self.idle, desired: Self.running, ordering: .acquiring).exchanged
        else { return false }
        owner.store(thread, ordering: .relaxed)
        return true
    }

    /// With `mutex` held and the role held by someone: makes sure the holder's release looks
    /// at the queue. `false` if the role was released meanwhile (the caller starts over).
    @usableFromInline
    final func markQueuedLocked() -> Bool {
        if phase.load(ordering: .acquiring) == Self.runningWithQueue { return true }
        return phase.compareExchange(
            expected: Self.running, desired: Self.runningWithQueue, ordering: .acquiringAndReleasing
        ).exchanged
    }

    /// With `mutex` held: appends to the line.
    @usableFromInline
    final func enqueueLocked(_ item: Item) {
        queue.append(item)
    }

    /// Releases the role: at once when nothing is queued, else runs queued work and hands the
    /// role to the next waiter.
    @inlinable
    final func finish() {
        owner.store(ThreadID.none, ordering: .relaxed)
        if phase.compareExchange(expected: Self.running, desired: Self.idle, ordering: .releasing).exchanged {
            return
        }
        finishWithQueue()
    }

    @usableFromInline
    final func finishWithQueue() {
        let thread = ThreadID.current
        lock()
        while true {
            guard let item = dequeueLocked() else {
                owner.store(ThreadID.none, ordering: .relaxed)
                phase.store(Self.idle, ordering: .releasing)
                unlock()
                return
            }
            let next = queueHead < queue.count ? Self.runningWithQueue : Self.running
            switch item {
            case .waiter(let waiter):
                owner.store(waiter.thread, ordering: .releasing)
                phase.store(next, ordering: .releasing)
                WaitRegistry.unregister(waiter.thread)
                waiter.grant()
                unlock()
                return
            case .work(let work):
                owner.store(thread, ordering: .relaxed)
                phase.store(next, ordering: .releasing)
                unlock()
                work()
                owner.store(ThreadID.none, ordering: .relaxed)
                if phase.compareExchange(expected: Self.running, desired: Self.idle, ordering: .releasing)
                    .exchanged
                {
                    return
                }
                lock()
            }
        }
    }

    private func dequeueLocked() -> Item? {
        guard queueHead < queue.count else { return nil }
        let item = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: queue.count <= 64)
            queueHead = 0
        } else if queueHead >= 64 && queueHead * 2 >= queue.count {
            queue.removeFirst(queueHead)
            queueHead = 0
        }
        return item
    }

    /// Whether the calling thread holds the role (for assertions and tests).
    final var isHeldByCurrentThread: Bool {
        owner.load(ordering: .acquiring) == ThreadID.current
    }
}
