import Synchronization

/// Mutable state for operators whose events already arrive one at a time (the grammar, or a
/// `SerialDrain`), kept in a mutex so the type is honestly `Sendable`; the lock is never
/// contended and never held across a call-out.
@usableFromInline
final class Locked<Value: Sendable>: Sendable {
    @usableFromInline let mutex: Mutex<Value>

    @inlinable
    init(_ value: Value) {
        mutex = Mutex(value)
    }

    @inlinable
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}
