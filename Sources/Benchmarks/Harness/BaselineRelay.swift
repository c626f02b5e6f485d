#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hand-written floor the relay figures are compared with: a value and an array of
/// closures behind a `pthread_mutex_t` allocated once. `accept` stores the value and copies
/// the array under the lock, unlocks, then calls each closure. It gives none of the
/// guarantees of `BehaviorRelay` (no serialization, no re-entrancy ordering, no replay).
final class BaselineRelay<Element>: @unchecked Sendable {
    // @unchecked: `value`, `handlers` and `nextToken` are only touched with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Element
    private var handlers: [(token: Int, handler: (Element) -> Void)] = []
    private var nextToken = 0

    init(value: Element) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func accept(_ element: Element) {
        pthread_mutex_lock(mutex)
        value = element
        let handlers = self.handlers
        pthread_mutex_unlock(mutex)
        for entry in handlers { entry.handler(element) }
    }

    func subscribe(_ handler: @escaping (Element) -> Void) -> Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        nextToken += 1
        handlers.append((nextToken, handler))
        return nextToken
    }

    func unsubscribe(_ token: Int) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let index = handlers.firstIndex(where: { $0.token == token }) { handlers.remove(at: index) }
    }
}
