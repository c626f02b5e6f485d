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
/// keep their observers' calls one at a time. A thread that brings work:
/// - runs it at once when nobody holds the role (an atomic compare-and-swap, no lock);
/// - if it holds the role already (a handler emitting again, *re-entrance*), cannot wait
///   for itself: the work is queued to run after the current work, and the call returns;
/// - if another thread holds the role, joins the line with its work and waits until that
///   work has run. The holder, when done with its own work, runs the work in line in arrival
///   order (FIFO) and wakes each waiter as its work completes. After one batch (what stood
///   in line when it started), it hands the role to the next waiting thread, so the holder's
///   own call returns too: no thread starves, work runs in arrival order, and each waiting
///   thread holds one piece of work, so memory is bounded by the number of threads.
///
/// Waiting can deadlock only where two threads each hold a role the other one wants (thread A
/// delivers relay 1 and its handler accepts into relay 2, while thread B delivers relay 2 and
/// its handler accepts into relay 1). The gate detects such a cycle (`WaitRegistry`); the
/// thread that would close it leaves its work in line and returns instead of waiting. What it
/// cannot see is a handler blocking on something else (`DispatchQueue.sync`, a semaphore)
/// that needs a thread waiting in this line: that deadlocks, as it would with any lock.
///
/// State: `phase` says whether the role is free, held, or held with work queued; `owner` names
/// the holder. The holder releases the role with one compare-and-swap when nothing is queued;
/// every other transition but a lock-free claim happens with `mutex` held.
///
/// A gate is claimed in one of two ways, fixed when it is made (`Claiming`): operator sinks
/// claim the free role with one compare-and-swap and no lock (`run(_:deferring:)`); relays
/// and `share` keep state of their own behind the gate's mutex (`withLock`, the `updating`
/// steps), claim the role with that mutex held, and may change what the holder alone touches
/// in place while the role is free (`updateOrQueue`).
///
/// The fast paths are `@inlinable`: the relay benchmarks pay for the calls they save.
@usableFromInline
final class SerialGate: @unchecked Sendable {
    // @unchecked: `queue` and `queueHead` are only touched with `mutex` held; `phase` and
    // `owner` are atomics.

    /// How a free role is claimed; one gate uses one way.
    @usableFromInline
    enum Claiming {
        /// One compare-and-swap, no lock: for gates that guard none of their owner's state.
        case lockFree
        /// With the mutex held: for gates whose owner keeps state behind the mutex. A claim
        /// under the mutex is a plain store, which a lock-free claim would race with.
        case underLock
    }

    /// Queued work: a closure to run in order, or a thread waiting with its work.
    private enum Item {
        case work(@Sendable () -> Void)
        case waiter(GateWaiter)
    }

    @usableFromInline
    static var idle: UInt8 { 0 }

    @usableFromInline
    static var running: UInt8 { 1 }

    @usableFromInline
    static var runningWithQueue: UInt8 { 2 }

    @usableFromInline
    let claiming: Claiming

    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    let phase = Atomic<UInt8>(0)

    @usableFromInline
    let owner = Atomic<UInt>(0)

    private var queue: [Item] = []
    private var queueHead = 0

    @usableFromInline
    init(claiming: Claiming) {
        self.claiming = claiming
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @inlinable
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// The thread holding the role; `ThreadID.none` while it is free or changing hands. For
    /// `WaitRegistry`.
    var holder: UInt {
        owner.load(ordering: .acquiring)
    }

    /// Runs `body` holding the role if it is free, claimed without a lock. Otherwise the work
    /// (`deferred()`) joins the line: from the holding thread itself (re-entrance) the call
    /// returns at once; from another thread it returns once the work has run.
    ///
    /// - Parameters:
    ///   - body: The work, run on this thread when the role is free.
    ///   - deferred: Makes an escaping copy of the work; called only when it must be queued,
    ///     so the common path allocates nothing.
    ///
    /// Always inlined: left to itself, the optimizer called it out of line from
    /// `combineLatest`'s sink, and the figure paid for the call and the closure.
    @inlinable @inline(__always)
    func run(_ body: () -> Void, deferring deferred: () -> @Sendable () -> Void) {
        assert(claiming == .lockFree, "a gate claimed under its lock is never claimed without it")
        let thread = ThreadID.current
        if !claimIfIdle(thread) {
            lock()
            guard waitOrQueueLocked(thread, deferred) else { return }
        }
        body()
        finish()
    }

    /// Runs `body` with the mutex held, for state the gate's owner guards with it.
    @inlinable
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock()
        defer { unlock() }
        return body()
    }

    /// Like `run(_:deferring:)` on a gate claimed under its lock, after running `update` with
    /// the mutex held: changing the owner's state and taking a place in line are one step (a
    /// relay's latest element).
    @inlinable
    func run(
        updating update: () -> Void, _ body: () -> Void, deferring deferred: () -> @Sendable () -> Void
    ) {
        assert(claiming == .underLock, "only a gate claimed under its lock guards its owner's state")
        let thread = ThreadID.current
        lock()
        update()
        if claimUnderLock(thread) {
            unlock()
        } else {
            guard waitOrQueueLocked(thread, deferred) else { return }
        }
        body()
        finish()
    }

    /// Runs `update` with the mutex held, then `body` holding the role if it is free, or
    /// queues its work (`deferred()`) for the holder; never waits. For bookkeeping that must
    /// not block (a new subscriber and its replay).
    @inlinable
    func runOrQueue(
        updating update: () -> Void = {}, _ body: () -> Void,
        deferring deferred: () -> @Sendable () -> Void
    ) {
        assert(claiming == .underLock, "only a gate claimed under its lock guards its owner's state")
        let thread = ThreadID.current
        lock()
        update()
        guard claimOrQueueLocked(thread, deferred) else { return }
        body()
        finish()
    }

    /// Runs `update` with the mutex held if the role is free: it may change what otherwise
    /// only the holder touches, and must not call out. Else queues `deferred()` for the
    /// holder. Never waits. For removing a subscriber.
    @inlinable
    func updateOrQueue(_ update: () -> Void, deferring deferred: () -> @Sendable () -> Void) {
        assert(claiming == .underLock, "only a gate claimed under its lock guards its owner's state")
        lock()
        if phase.load(ordering: .acquiring) == Self.idle {
            update()
            unlock()
            return
        }
        queueLocked(deferred)
    }

    /// With `mutex` held: takes the role if it is free. A plain store suffices, because every
    /// claim of such a gate is made with the mutex held.
    @inlinable
    func claimUnderLock(_ thread: UInt) -> Bool {
        guard phase.load(ordering: .acquiring) == Self.idle else { return false }
        phase.store(Self.running, ordering: .relaxed)
        owner.store(thread, ordering: .relaxed)
        return true
    }

    /// With `mutex` held on a gate claimed under its lock: takes the role if it is free
    /// (returns `true`) or queues the work for the holder (returns `false`). Releases `mutex`
    /// either way.
    @usableFromInline
    func claimOrQueueLocked(_ thread: UInt, _ deferred: () -> @Sendable () -> Void) -> Bool {
        if claimUnderLock(thread) {
            unlock()
            return true
        }
        queueLocked(deferred)
        return false
    }

    /// With `mutex` held and the role held or being released: queues the work for the
    /// holder, or runs it at once when the role turned out free. Releases `mutex`.
    @usableFromInline
    func queueLocked(_ deferred: () -> @Sendable () -> Void) {
        while !markQueuedLocked() {
            if claimUnderLock(ThreadID.current) {
                unlock()
                deferred()()
                finish()
                return
            }
        }
        enqueueLocked(.work(deferred()))
        unlock()
    }

    /// With `mutex` held and the caller wanting the role for work it brings: returns `true`
    /// when the caller took the free role (it runs the work and calls `finish()`), or `false`
    /// when the work joined the line: queued (re-entrance, or a wait that would deadlock), or
    /// run by now. Releases `mutex` either way.
    @usableFromInline
    func waitOrQueueLocked(_ thread: UInt, _ deferred: () -> @Sendable () -> Void) -> Bool {
        while true {
            if phase.load(ordering: .acquiring) == Self.idle {
                if claimIfIdle(thread) {
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
            let waiter = GateWaiter(thread: thread, work: deferred())
            enqueueLocked(.waiter(waiter))
            unlock()
            var outcome = waiter.spinForOutcome()
            if outcome == .waiting { outcome = sleepOrLeave(waiter) }
            if outcome == .granted { finishWithQueue() }
            return false
        }
    }

    /// Nothing was settled while the waiter spun: sleeps until it is, unless sleeping would
    /// close a cycle of threads waiting on each other; then the thread goes on (`.done`) and
    /// its work stays in line for the holder to run (or is being run by it already).
    private func sleepOrLeave(_ waiter: GateWaiter) -> GateWaiter.Outcome {
        lock()
        defer { unlock() }
        let settled = waiter.outcome
        if settled != .waiting { return settled }
        guard WaitRegistry.register(waiter.thread, waitingFor: self) else {
            replaceLocked(waiter, with: .work(waiter.work))
            return .done
        }
        waiter.isRegistered = true
        return waiter.sleepLocked(mutex: mutex)
    }

    /// With `mutex` held: puts `item` where `waiter` stands in line, if it still stands
    /// there (the holder may be running its work already).
    private func replaceLocked(_ waiter: GateWaiter, with item: Item) {
        for index in queueHead..<queue.count {
            if case .waiter(let candidate) = queue[index], candidate === waiter {
                queue[index] = item
                return
            }
        }
    }

    /// Claims the role if it is free: one compare-and-swap. It needs no lock, so it serves
    /// both the lock-free first try of `run(_:deferring:)` and the retries made with `mutex`
    /// held.
    @inlinable
    func claimIfIdle(_ thread: UInt) -> Bool {
        guard
            phase.compareExchange(expected: Self.idle, desired: Self.running, ordering: .acquiring).exchanged
        else { return false }
        owner.store(thread, ordering: .relaxed)
        return true
    }

    /// With `mutex` held and the role held by someone: makes sure the holder's release looks
    /// at the queue. `false` if the role was released meanwhile (the caller starts over).
    @usableFromInline
    func markQueuedLocked() -> Bool {
        if phase.load(ordering: .acquiring) == Self.runningWithQueue { return true }
        return phase.compareExchange(
            expected: Self.running, desired: Self.runningWithQueue, ordering: .acquiringAndReleasing
        ).exchanged
    }

    /// With `mutex` held: appends to the line.
    private func enqueueLocked(_ item: Item) {
        queue.append(item)
    }

    /// Releases the role: at once when nothing is queued, else works through the line.
    @inlinable
    func finish() {
        owner.store(ThreadID.none, ordering: .relaxed)
        if phase.compareExchange(expected: Self.running, desired: Self.idle, ordering: .releasing).exchanged {
            return
        }
        finishWithQueue()
    }

    /// Works through one batch of the line (what stands in it now), then hands the role to
    /// the next waiting thread if there is one, or releases it.
    @usableFromInline
    func finishWithQueue() {
        let thread = ThreadID.current
        var servedWaiters = false
        lock()
        var batch = queue.count - queueHead
        while true {
            if batch == 0 {
                guard queueHead < queue.count else {
                    owner.store(ThreadID.none, ordering: .relaxed)
                    phase.store(Self.idle, ordering: .releasing)
                    unlock()
                    // The waiters just served may be asleep: let them run before this thread
                    // comes back for the role, so that turns alternate between producers.
                    if servedWaiters { sched_yield() }
                    return
                }
                if let waiter = firstWaiterLocked() {
                    owner.store(waiter.thread, ordering: .releasing)
                    phase.store(Self.runningWithQueue, ordering: .releasing)
                    settleLocked(waiter, .granted)
                    unlock()
                    return
                }
                batch = queue.count - queueHead
            }
            let item = dequeueLocked()
            batch -= 1
            owner.store(thread, ordering: .relaxed)
            phase.store(queueHead < queue.count ? Self.runningWithQueue : Self.running, ordering: .releasing)
            unlock()
            switch item {
            case .work(let work):
                work()
                lock()
            case .waiter(let waiter):
                if waiter.thread == thread {
                    // This thread was granted the role and reached its own work.
                    waiter.work()
                    lock()
                } else {
                    waiter.work()
                    lock()
                    settleLocked(waiter, .done)
                    servedWaiters = true
                }
            }
        }
    }

    private func settleLocked(_ waiter: GateWaiter, _ outcome: GateWaiter.Outcome) {
        if waiter.isRegistered {
            waiter.isRegistered = false
            WaitRegistry.unregister(waiter.thread)
        }
        waiter.settleLocked(outcome)
    }

    private func firstWaiterLocked() -> GateWaiter? {
        for index in queueHead..<queue.count {
            if case .waiter(let waiter) = queue[index] { return waiter }
        }
        return nil
    }

    private func dequeueLocked() -> Item {
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
}
