/// A mutable value owned by one subscription of an operator and touched only from that
/// subscription's observer calls.
///
/// No lock: the event grammar guarantees that a sequence never calls one observer
/// concurrently, and every source in this module hands events over with a lock or an atomic
/// release/acquire between them, so consecutive calls are ordered (ThreadSanitizer sees it).
/// Operators whose events come from more than one place (several sources, a timer) use a
/// `SerialGate` instead.
@usableFromInline
final class SerialBox<Value>: @unchecked Sendable {
    // @unchecked: `pointer` is dereferenced only from observer calls, which the grammar
    // serializes (see above); no lock is needed or taken.
    @usableFromInline
    let pointer: UnsafeMutablePointer<Value>

    @inlinable
    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    /// The value; a pointer access, so no dynamic exclusivity check.
    @inlinable
    var value: Value {
        get { pointer.pointee }
        set { pointer.pointee = newValue }
    }
}
