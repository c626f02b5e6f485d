/// A relay's subscribers in subscription order, with removal in O(1) amortized time.
///
/// A removed subscriber leaves an empty slot; when empty slots outnumber the live ones the
/// list is compacted, keeping the order, so tearing down *n* subscriptions costs O(*n*) in
/// any order. Each subscriber remembers its slot.
///
/// The list holds its subscribers through unmanaged references it retains itself, so that a
/// delivery loop can call them without reference counting. Only the holder of the relay's
/// delivery role changes or reads it (or, when nobody holds the role, a thread holding the
/// relay's mutex), so it needs no lock of its own.
@usableFromInline
struct SubscriberList {
    @usableFromInline
    var entries: ContiguousArray<Unmanaged<RelaySubscriptionBase>?> = []

    @usableFromInline
    var liveCount = 0

    /// Compaction waits until there are at least this many empty slots.
    private static let compactionThreshold = 32

    @inlinable
    init() {}

    /// Adds `subscription` at the end.
    @inlinable
    mutating func append(_ subscription: RelaySubscriptionBase) {
        subscription.slot = entries.count
        entries.append(.passRetained(subscription))
        liveCount += 1
    }

    /// Removes `subscription` if it is in the list.
    ///
    /// - Complexity: O(1) amortized.
    @usableFromInline
    mutating func remove(_ subscription: RelaySubscriptionBase) {
        let slot = subscription.slot
        guard slot >= 0, slot < entries.count, let entry = entries[slot],
            entry.toOpaque() == Unmanaged.passUnretained(subscription).toOpaque()
        else { return }
        entries[slot] = nil
        subscription.slot = -1
        liveCount -= 1
        entry.release()
        while let last = entries.last, last == nil {
            entries.removeLast()
        }
        let empty = entries.count - liveCount
        if empty >= Self.compactionThreshold && empty * 2 > entries.count {
            compact()
        }
    }

    /// Releases every subscriber.
    @usableFromInline
    mutating func removeAll() {
        for case let entry? in entries {
            entry._withUnsafeGuaranteedRef { $0.slot = -1 }
            entry.release()
        }
        entries = []
        liveCount = 0
    }

    private mutating func compact() {
        var kept = ContiguousArray<Unmanaged<RelaySubscriptionBase>?>()
        kept.reserveCapacity(liveCount)
        for case let entry? in entries {
            entry._withUnsafeGuaranteedRef { $0.slot = kept.count }
            kept.append(entry)
        }
        entries = kept
    }
}
