/// The elements of one `zip` source waiting for partners, oldest first.
///
/// Touched only by the holder of the zip's gate. The count lives in the non-generic base so
/// the sink can ask every queue whether it is empty without knowing its element type.
class ZipQueueBase: @unchecked Sendable {
    // @unchecked: touched only by the holder of the owning `ZipSink`'s gate.
    final var count = 0

    final var isDone = false

    init() {}
}

/// One `zip` source's waiting elements.
final class ZipQueue<Value: Sendable>: ZipQueueBase, @unchecked Sendable {
    // @unchecked: touched only by the holder of the owning `ZipSink`'s gate.
    var elements: ContiguousArray<Value> = []

    var head = 0

    override init() {}

    func append(_ element: Value) {
        elements.append(element)
        count += 1
    }

    /// The oldest element, removed.
    func popFirst() -> Value? {
        guard head < elements.count else { return nil }
        let element = elements[head]
        head += 1
        count -= 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32 && head * 2 >= elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return element
    }
}
