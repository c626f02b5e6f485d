/// The last *n* elements of a sequence, oldest first, for replaying to new subscribers.
///
/// A ring: appending past the limit overwrites the oldest element, so each append is O(1).
@usableFromInline
struct ReplayBuffer<Element: Sendable>: Sendable {
    private var storage: ContiguousArray<Element> = []

    /// Where the oldest element sits once the ring is full.
    private var start = 0

    /// The most elements kept; `Int.max` keeps everything.
    private let limit: Int

    /// A buffer keeping the last `limit` elements (none for a limit of zero or less).
    @usableFromInline
    init(limit: Int) {
        self.limit = max(0, limit)
    }

    @usableFromInline
    var isEmpty: Bool { storage.isEmpty }

    /// Adds `element`, dropping the oldest one when the buffer is full.
    @usableFromInline
    mutating func append(_ element: Element) {
        guard limit > 0 else { return }
        if storage.count < limit {
            storage.append(element)
        } else {
            storage[start] = element
            start = start == limit - 1 ? 0 : start + 1
        }
    }

    /// The kept elements, oldest first.
    @usableFromInline
    var elements: [Element] {
        if start == 0 { return Array(storage) }
        return Array(storage[start...]) + Array(storage[..<start])
    }

    /// Forgets every element.
    mutating func removeAll() {
        storage = []
        start = 0
    }
}
