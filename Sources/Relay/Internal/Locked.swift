import Synchronization

/// Mutable state for operators whose jobs already run one at a time (inside a
/// `SerialDrain`), kept in a mutex so the type is honestly `Sendable`; the lock is never
/// contended and never held across a call-out.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}
