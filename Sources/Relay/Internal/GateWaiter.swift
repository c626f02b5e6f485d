import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thread waiting in a `SerialGate`'s line for its turn.
///
/// The thread spins briefly (a turn often comes within a microsecond), then sleeps on its own
/// condition variable, paired with the gate's mutex so that ThreadSanitizer sees the hand-off.
@usableFromInline
final class GateWaiter: @unchecked Sendable {
    // @unchecked: `condition` is only used with the gate's mutex held (wait and signal);
    // `isGranted` is atomic; `thread` is immutable.
    let thread: UInt
    let isGranted = Atomic<Bool>(false)
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// How many times a waiter looks at `isGranted` before it goes to sleep.
    private static let spinLimit = 128

    init(thread: UInt) {
        self.thread = thread
        condition = .allocate(capacity: 1)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    /// Gives the waiter its turn. Called with `mutex` held.
    func grant() {
        isGranted.store(true, ordering: .releasing)
        pthread_cond_signal(condition)
    }

    /// Returns once the turn is granted. Called without `mutex` held; returns without it.
    func waitForTurn(mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        for _ in 0..<Self.spinLimit {
            if isGranted.load(ordering: .acquiring) { return }
            sched_yield()
        }
        pthread_mutex_lock(mutex)
        while !isGranted.load(ordering: .acquiring) {
            pthread_cond_wait(condition, mutex)
        }
        pthread_mutex_unlock(mutex)
    }
}
