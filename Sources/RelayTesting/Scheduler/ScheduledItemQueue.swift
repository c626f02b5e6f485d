/// The work a `TestScheduler` has scheduled: a binary min-heap of keys ordered by time, then
/// by the order of scheduling, so equal times run first-in first-out.
///
/// The heap holds only plain integers (time, order, and the slot where the action waits), so
/// sifting moves no references. Slots are reused: a cancelled item frees its slot (and its
/// action) at once, and its key, left in the heap, is recognised as stale by its order number
/// when it comes up. Memory follows the number of items waiting.
///
/// - Complexity: O(log *n*) to insert and to take the next item; O(1) to cancel.
struct ScheduledItemQueue: Sendable {
    /// One scheduled action, taken out to run.
    struct Item: Sendable {
        let time: Int
        let action: @Sendable () -> Void
    }

    /// Where an item waits, for cancelling it.
    struct Handle: Sendable {
        let slot: Int
        let order: Int
    }

    private struct Key: Sendable {
        let time: Int
        let order: Int
        let slot: Int

        func runs(before other: Key) -> Bool {
            time != other.time ? time < other.time : order < other.order
        }
    }

    private struct Entry: Sendable {
        let order: Int
        let action: @Sendable () -> Void
    }

    private var heap: [Key] = []
    private var slots: [Entry?] = []
    private var freeSlots: [Int] = []

    /// The time of the item that runs next (cancelled items may still be counted until
    /// `dropCancelledFront()`).
    var firstTime: Int? { heap.first?.time }

    mutating func insert(time: Int, order: Int, action: @escaping @Sendable () -> Void) -> Handle {
        let entry = Entry(order: order, action: action)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
        }
        heap.append(Key(time: time, order: order, slot: slot))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].runs(before: heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
        return Handle(slot: slot, order: order)
    }

    /// Forgets the item of `handle` if it has not run, releasing its action.
    mutating func cancel(_ handle: Handle) {
        guard handle.slot < slots.count, slots[handle.slot]?.order == handle.order else { return }
        slots[handle.slot] = nil
        freeSlots.append(handle.slot)
    }

    /// Removes and returns the next item that was not cancelled.
    mutating func removeFirst() -> Item? {
        while let key = popKey() {
            guard let entry = slots[key.slot], entry.order == key.order else { continue }
            slots[key.slot] = nil
            freeSlots.append(key.slot)
            return Item(time: key.time, action: entry.action)
        }
        return nil
    }

    /// Drops the keys of cancelled items from the front, so `firstTime` is that of an item
    /// that will run.
    mutating func dropCancelledFront() {
        while let key = heap.first {
            if let entry = slots[key.slot], entry.order == key.order { return }
            _ = popKey()
        }
    }

    private mutating func popKey() -> Key? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let child = right < count && heap[right].runs(before: heap[left]) ? right : left
            guard heap[child].runs(before: heap[parent]) else { break }
            heap.swapAt(parent, child)
            parent = child
        }
        return first
    }
}
