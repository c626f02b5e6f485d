import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thread waiting in a `SerialGate`'s line, with the work it brought.
///
/// The holder of the gate either runs the work for it and marks it done, or (after a batch)
/// hands it the role, and the thread then works through the line itself. The thread waits
/// in three stages, cheapest first: spinning (a holder running on another core answers
/// soon), yielding the processor (the holder may need this core), then sleeping on a
/// condition variable paired with the gate's mutex, so that ThreadSanitizer sees the
/// hand-off. The condition variable is made only for a waiter that sleeps.
final class GateWaiter: @unchecked Sendable {
    // @unchecked: `condition` and `isRegistered` are only touched with the gate's mutex held;
    // `status` is atomic; `thread` and `work` are immutable.

    /// What the waiting thread learns.
    enum Outcome: UInt8 {
        case waiting = 0
        /// Its work was run by the holder.
        case done = 1
        /// It holds the gate now and works through the line.
        case granted = 2
    }

    let thread: UInt
    let work: @Sendable () -> Void
    private let status = Atomic<UInt8>(Outcome.waiting.rawValue)
    private var condition: UnsafeMutablePointer<pthread_cond_t>?

    /// Whether the thread registered in `WaitRegistry` before sleeping (the gate then
    /// unregisters it when it settles the wait).
    var isRegistered = false

    /// How many times a waiter checks its status, with a short pause between, before it
    /// yields.
    private static let spinLimit = 1_000

    /// How many times a waiter yields the processor before it sleeps.
    private static let yieldLimit = 32

    init(thread: UInt, work: @escaping @Sendable () -> Void) {
        self.thread = thread
        self.work = work
    }

    deinit {
        if let condition {
            pthread_cond_destroy(condition)
            condition.deallocate()
        }
    }

    var outcome: Outcome {
        Outcome(rawValue: status.load(ordering: .acquiring)) ?? .waiting
    }

    /// Tells the waiting thread `outcome`. Called with the gate's mutex held.
    func settleLocked(_ outcome: Outcome) {
        status.store(outcome.rawValue, ordering: .releasing)
        if let condition { pthread_cond_signal(condition) }
    }

    /// Spins, then yields, while nothing is settled. Called without the mutex.
    func spinForOutcome() -> Outcome {
        for _ in 0..<Self.spinLimit {
            let now = outcome
            if now != .waiting { return now }
            for _ in 0..<8 { _ = status.load(ordering: .relaxed) }
        }
        for _ in 0..<Self.yieldLimit {
            let now = outcome
            if now != .waiting { return now }
            sched_yield()
        }
        return outcome
    }

    /// Sleeps until something is settled. Called with `mutex` held; returns with it held.
    func sleepLocked(mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Outcome {
        if condition == nil {
            let made = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
            pthread_cond_init(made, nil)
            condition = made
        }
        while outcome == .waiting {
            pthread_cond_wait(condition.unsafelyUnwrapped, mutex)
        }
        return outcome
    }
}
