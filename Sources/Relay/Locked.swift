#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a lock: the only way to reach it is `withLock`. The one lock of the package
/// (outside the relays' gate): a thread that must wait for the value to reach a state waits on
/// it too (`wait(until:deadline:)`), woken by `withLock` callers that change it
/// and say so (`notifyAll()`).
///
/// Built on `pthread_mutex_t`, which ThreadSanitizer understands. (On Linux,
/// `Synchronization.Mutex` locks in code ThreadSanitizer cannot see, so every access it
/// guards is reported as a race; a race report must mean a race.)
///
/// Keep the closure short and never call out from it: copy what you need, then act after
/// the lock is released.
///
/// ```swift
/// let names = Locked<[String]>([])
/// names.withLock { $0.append("p-001") }
/// let count = names.withLock { $0.count }
/// ```
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `storage` is dereferenced only between `pthread_mutex_lock(mutex)` and
    // `pthread_mutex_unlock(mutex)`, in `withLock`.
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    let storage: UnsafeMutablePointer<Value>

    /// Where waiting threads sleep (see `wait(until:deadline:)`).
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// Puts `value` behind a new lock.
    package init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        pthread_cond_init(condition, nil)
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// - Parameter body: Reads or changes the value; must not call `withLock` on this lock
    ///   again (it is not recursive).
    /// - Returns: What `body` returns.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }

    /// Waits, the lock released meanwhile, until `isReady` holds for the value (checked with
    /// the lock held, each time a `notifyAll()` wakes this thread) or until `deadline` passes.
    ///
    /// - Parameters:
    ///   - isReady: The state to wait for.
    ///   - deadline: The latest moment to wait until, in `DispatchTime`'s nanoseconds
    ///     (`uptimeNanoseconds`); `nil` waits as long as it takes.
    /// - Returns: Whether the value reached the state (`false` when the deadline passed first).
    @discardableResult
    package func wait(until isReady: (Value) -> Bool, deadline: UInt64? = nil) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !isReady(storage.pointee) {
            guard let deadline else {
                pthread_cond_wait(condition, mutex)
                continue
            }
            // The condition waits on the real-time clock: turn the deadline into it.
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let current = UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
            guard deadline > current else { return false }
            var wall = timespec()
            clock_gettime(CLOCK_REALTIME, &wall)
            let remaining = deadline - current
            let nanoseconds = UInt64(wall.tv_nsec) + remaining % 1_000_000_000
            var until = timespec()
            until.tv_sec = wall.tv_sec + Int(remaining / 1_000_000_000) + Int(nanoseconds / 1_000_000_000)
            until.tv_nsec = Int(nanoseconds % 1_000_000_000)
            pthread_cond_timedwait(condition, mutex, &until)
        }
        return true
    }

    /// Wakes every thread waiting in `wait(until:deadline:)`, to check its
    /// state again; call it after a change that may be what they wait for.
    package func notifyAll() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
