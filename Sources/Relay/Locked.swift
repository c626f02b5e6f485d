#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a lock: the only way to reach it is `withLock`.
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

    /// Puts `value` behind a new lock.
    package init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
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
}
