import Relay

/// The work a `TestScheduler` has scheduled: a binary min-heap ordered by time, then by the
/// order of scheduling, so equal times run first-in first-out.
///
/// - Complexity: O(log *n*) to insert and to take the next item.
struct ScheduledItemQueue: Sendable {
    /// One scheduled action.
    struct Item: Sendable {
        let time: Int
        let order: Int
        let action: @Sendable () -> Void
        let cancel: BooleanDisposable

        func runs(before other: Item) -> Bool {
            time != other.time ? time < other.time : order < other.order
        }
    }

    private var heap: [Item] = []

    var isEmpty: Bool { heap.isEmpty }

    var count: Int { heap.count }

    /// The item that runs next, without removing it.
    var first: Item? { heap.first }

    mutating func insert(_ item: Item) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].runs(before: heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the item that runs next.
    mutating func removeFirst() -> Item? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && heap[left].runs(before: heap[smallest]) { smallest = left }
            if right < heap.count && heap[right].runs(before: heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    /// Drops cancelled items from the front, so `first` is one that will run.
    mutating func dropCancelledFront() {
        while let first = heap.first, first.cancel.isDisposed {
            _ = removeFirst()
        }
    }
}
