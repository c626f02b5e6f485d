/// The position of each string in a list that is built once, in order: a loaded catalog's
/// id indexes (product id → its index, note id → its index) and its shop and category
/// names.
///
/// It does one job for less than `[String: Int]`: each slot holds a string beside its
/// position (one cache line per lookup for a small id), and hashes come from ``StringHash`` — or
/// from the caller, which lets the decoder hash each id on the thread that decoded it, so
/// that joining a million ids costs one probe each. Equality is Swift's, so it finds the
/// same entries a dictionary would.
///
/// ```swift
/// var ids = PositionTable()
/// ids.insert("p-001")            // (inserted: true, position: 0)
/// ids.insert("p-002")            // (inserted: true, position: 1)
/// ids.insert("p-001")            // (inserted: false, position: 0)
/// ids["p-002"]                   // 1
/// ```
package struct PositionTable: Sendable {
    /// One slot of the table: a key and its entry, side by side, so that a lookup usually
    /// touches one cache line (a small id lives inside its `String`).
    private struct Slot {
        var key: String
        /// 0 for an empty slot; otherwise the top ``tagBits`` bits of the key's hash over
        /// its position + 1.
        var entry: UInt64
    }

    /// Open addressing with linear probing.
    private var slots: [Slot]
    /// The number of strings.
    package private(set) var count = 0

    private static let tagBits: UInt64 = 24
    private static let positionMask: UInt64 = (1 << (64 - tagBits)) - 1

    /// An empty table with room for `minimumCapacity` strings before it grows.
    package init(minimumCapacity: Int = 0) {
        slots = Array(repeating: Slot(key: "", entry: 0), count: Self.slotCount(for: minimumCapacity))
    }

    /// A power of two that keeps the table at most three quarters full.
    private static func slotCount(for capacity: Int) -> Int {
        let wanted = Swift.max(8, Swift.min(capacity, Int.max / 8) / 3 * 4 + 4)
        var count = 8
        while count < wanted { count <<= 1 }
        return count
    }

    /// The strings, in position order.
    ///
    /// - Complexity: O(*n*) for a table of *n* strings (it is built from the slots).
    package var keys: [String] {
        var keys = [String](repeating: "", count: count)
        for slot in slots where slot.entry != 0 {
            keys[Int(truncatingIfNeeded: slot.entry & Self.positionMask) - 1] = slot.key
        }
        return keys
    }

    /// The position of `key`, if it is in the table.
    ///
    /// - Complexity: O(1) on average.
    package subscript(key: String) -> Int? {
        find(key, hash: StringHash.hash(key)).position
    }

    /// Adds `key` at the next position unless it is already there.
    ///
    /// - Returns: Whether it was added, and its position (the earlier one if it was not).
    /// - Complexity: O(1) on average.
    @discardableResult
    package mutating func insert(_ key: String) -> (inserted: Bool, position: Int) {
        insert(key, hash: StringHash.hash(key))
    }

    /// Adds `key`, whose ``StringHash`` the caller already computed.
    @discardableResult
    mutating func insert(_ key: String, hash: UInt64) -> (inserted: Bool, position: Int) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let found = find(key, hash: hash)
        if let position = found.position { return (false, position) }
        let position = count
        // A position needs 40 bits; no memory holds 2⁴⁰ strings.
        precondition(UInt64(position) < Self.positionMask, "a position table holds fewer than 2⁴⁰ strings")
        slots[found.slot] = Slot(
            key: key, entry: (hash >> (64 - Self.tagBits)) << (64 - Self.tagBits) | UInt64(position + 1))
        count += 1
        return (true, position)
    }

    /// The position of `key` if present, else the empty slot where it belongs.
    @inline(__always)
    private func find(_ key: String, hash: UInt64) -> (position: Int?, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            let tag = hash >> (64 - Self.tagBits)
            var index = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = slots[index].entry
                if entry == 0 { return (nil, index) }
                if entry >> (64 - Self.tagBits) == tag, slots[index].key == key {
                    return (Int(truncatingIfNeeded: entry & Self.positionMask) - 1, index)
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Doubles the slots and places every key again, at the same positions.
    private mutating func grow() {
        var table = PositionTable(minimumCapacity: count * 2)
        for slot in slots where slot.entry != 0 {
            let hash = StringHash.hash(slot.key)
            let index = table.find(slot.key, hash: hash).slot
            table.slots[index] = Slot(
                key: slot.key,
                entry: (hash >> (64 - Self.tagBits)) << (64 - Self.tagBits) | (slot.entry & Self.positionMask)
            )
        }
        table.count = count
        self = table
    }
}

extension PositionTable {
    /// A table of `strings` at their positions (a repeated one is kept once, at its first
    /// position).
    package init(_ strings: some Collection<String>) {
        self.init(minimumCapacity: strings.count)
        for string in strings { insert(string) }
    }

    /// Every string and its position, as a dictionary (for tests and diagnostics).
    package var dictionary: [String: Int] {
        Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    }
}
