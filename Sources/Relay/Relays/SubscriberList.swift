/// A relay's subscribers in subscription order, with removal in O(1) amortized time.
///
/// A removed subscriber leaves an empty slot; when empty slots outnumber the live ones the
/// list is compacted in place, keeping the order, so tearing down *n* subscriptions costs
/// O(*n*) in any order. Each subscriber remembers its slot.
///
/// The slots are a plain buffer of unmanaged references that the list retains itself, so a
/// delivery loop reads them without reference counting or copy-on-write checks. Only the
/// holder of the relay's delivery role changes or reads the list (or, when nobody holds the
/// role, a thread holding the gate's mutex), so it needs no lock of its own.
@usableFromInline
struct SubscriberList {
    @usableFromInline
    var slots: UnsafeMutablePointer<Unmanaged<RelaySubscriptionBase>?>?

    /// Slots in use, empty ones included.
    @usableFromInline
    var count = 0

    @usableFromInline
    var capacity = 0

    /// Subscribers in the list.
    @usableFromInline
    var liveCount = 0

    /// Compaction waits until there are at least this many empty slots.
    private static let compactionThreshold = 32

    @inlinable
    init() {}

    /// Adds `subscription` at the end.
    ///
    /// - Complexity: O(1) amortized.
    @usableFromInline
    mutating func append(_ subscription: RelaySubscriptionBase) {
        if count == capacity { grow() }
        subscription.slot = count
        slots.unsafelyUnwrapped[count] = .passRetained(subscription)
        count += 1
        liveCount += 1
    }

    /// Calls `body` with every subscriber, in order, without retaining them.
    @inlinable
    func forEachSubscriber(_ body: (RelaySubscriptionBase) -> Void) {
        guard let slots else { return }
        for index in 0..<count {
            slots[index]?._withUnsafeGuaranteedRef(body)
        }
    }

    /// Removes `subscription` if it is in the list.
    ///
    /// - Complexity: O(1) amortized.
    @usableFromInline
    mutating func remove(_ subscription: RelaySubscriptionBase) {
        let slot = subscription.slot
        guard let slots, slot >= 0, slot < count, let entry = slots[slot],
            entry.toOpaque() == Unmanaged.passUnretained(subscription).toOpaque()
        else { return }
        slots[slot] = nil
        subscription.slot = -1
        liveCount -= 1
        entry.release()
        while count > 0 && slots[count - 1] == nil {
            count -= 1
        }
        let empty = count - liveCount
        if empty >= Self.compactionThreshold && empty * 2 > count {
            compact()
        }
    }

    /// Releases every subscriber and the storage.
    @usableFromInline
    mutating func removeAll() {
        if let slots {
            for index in 0..<count {
                guard let entry = slots[index] else { continue }
                entry._withUnsafeGuaranteedRef { $0.slot = -1 }
                entry.release()
            }
            slots.deallocate()
        }
        slots = nil
        count = 0
        capacity = 0
        liveCount = 0
    }

    private mutating func grow() {
        let newCapacity = max(4, capacity * 2)
        let grown = UnsafeMutablePointer<Unmanaged<RelaySubscriptionBase>?>.allocate(capacity: newCapacity)
        if let slots {
            grown.moveInitialize(from: slots, count: count)
            slots.deallocate()
        }
        slots = grown
        capacity = newCapacity
    }

    private mutating func compact() {
        guard let slots else { return }
        var kept = 0
        for index in 0..<count {
            guard let entry = slots[index] else { continue }
            entry._withUnsafeGuaranteedRef { $0.slot = kept }
            slots[kept] = entry
            kept += 1
        }
        count = kept
    }
}
