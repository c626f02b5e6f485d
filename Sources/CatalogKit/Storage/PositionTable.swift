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
struct PositionTable: Sendable {
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
    private(set) var count = 0

    private static let tagBits: UInt64 = 24
    private static let positionMask: UInt64 = (1 << (64 - tagBits)) - 1

    /// An empty table with room for `minimumCapacity` strings before it grows.
    init(minimumCapacity: Int = 0) {
        let count = Self.slotCount(for: minimumCapacity)
        slots = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            HugePages.advise(buffer)
            buffer.initialize(repeating: Slot(key: "", entry: 0))
            initialized = count
        }
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
    var keys: [String] {
        var keys = [String](repeating: "", count: count)
        for slot in slots where slot.entry != 0 {
            keys[Int(truncatingIfNeeded: slot.entry & Self.positionMask) - 1] = slot.key
        }
        return keys
    }

    /// Calls `body` with each string, in no particular order, read from the table in place
    /// (for a search that does not care about positions, without building ``keys``).
    func forEachKey(_ body: (borrowing String) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            for index in slots.indices where slots[index].entry != 0 { body(slots[index].key) }
        }
    }

    /// The position of `key`, if it is in the table.
    ///
    /// - Complexity: O(1) on average.
    subscript(key: String) -> Int? {
        find(key, hash: StringHash.hash(key)).position
    }

    /// Adds `key` at the next position unless it is already there.
    ///
    /// - Returns: Whether it was added, and its position (the earlier one if it was not).
    /// - Complexity: O(1) on average.
    @discardableResult
    mutating func insert(_ key: String) -> (inserted: Bool, position: Int) {
        insert(key, hash: StringHash.hash(key))
    }

    /// Adds `key`, whose ``StringHash`` the caller already computed.
    @discardableResult
    mutating func insert(_ key: String, hash: UInt64) -> (inserted: Bool, position: Int) {
        if (count + 1) * 4 > slots.count * 3 { grow(toHold: count * 2) }
        let found = find(key, hash: hash)
        if let position = found.position { return (false, position) }
        let position = count
        place(key, hash: hash, at: found.slot)
        return (true, position)
    }

    /// How many searches a batch starts at once (see ``positions(of:)``): enough independent
    /// memory reads to keep the memory system busy, few enough to stay in registers.
    private static let batchWidth = 16

    /// The positions of `keys`, `nil` where a key is absent: for each key, what `self[key]`
    /// gives, but faster for many keys. Each batch of keys reads the slots where their
    /// searches start before it compares any, so their cache misses overlap instead of
    /// following one another (a table of a million ids is far larger than the caches).
    ///
    /// - Complexity: O(*k*) on average for *k* keys.
    func positions(of keys: [String]) -> [Int?] {
        var positions = [Int?](repeating: nil, count: keys.count)
        let mask = slots.count - 1
        // Lanes in plain memory, not a SIMD vector: writing one lane of a vector copies the
        // whole vector, which would make every lane wait for the slowest read.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * Self.batchWidth) { lanes in
            guard let hashes = lanes.baseAddress else { return }
            let firstEntries = hashes + Self.batchWidth
            var start = 0
            while start < keys.count {
                let width = Swift.min(Self.batchWidth, keys.count - start)
                for lane in 0..<width { hashes[lane] = StringHash.hash(keys[start + lane]) }
                // A loop of nothing but the reads, so that the processor has them all in
                // flight at once.
                slots.withUnsafeBufferPointer { slots in
                    for lane in 0..<width {
                        firstEntries[lane] = slots[Int(truncatingIfNeeded: hashes[lane]) & mask].entry
                    }
                }
                for lane in 0..<width where firstEntries[lane] != 0 {
                    positions[start + lane] = find(keys[start + lane], hash: hashes[lane]).position
                }
                start += width
            }
        }
        return positions
    }

    /// Adds `count` keys at the next positions, in order: key *i* is `key(i)` and its
    /// ``StringHash`` is `hashes[i]`. Stops at the first key already in the table. Faster
    /// than inserting one by one, as ``positions(of:)`` is faster than looking up one by one.
    ///
    /// - Returns: `nil` when every key was added; otherwise the index of the first key that
    ///   was already there and the position it has (keys before it were added).
    /// - Complexity: O(*k*) on average for *k* keys.
    mutating func insert(
        count: Int, hashes: UnsafeBufferPointer<UInt64>, key: (Int) -> String
    ) -> (index: Int, earlier: Int)? {
        precondition(hashes.count >= count, "a hash for every key")
        if (self.count + count) * 4 > slots.count * 3 { grow(toHold: self.count + count) }
        let mask = slots.count - 1
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.batchWidth) {
            lanes -> (index: Int, earlier: Int)? in
            guard let firstEntries = lanes.baseAddress else { return nil }
            var start = 0
            while start < count {
                let width = Swift.min(Self.batchWidth, count - start)
                slots.withUnsafeBufferPointer { slots in
                    for lane in 0..<width {
                        firstEntries[lane] = slots[Int(truncatingIfNeeded: hashes[start + lane]) & mask].entry
                    }
                }
                for lane in 0..<width {
                    let index = start + lane
                    let hash = hashes[index]
                    let slot = Int(truncatingIfNeeded: hash) & mask
                    // The usual case in a sparse table: the first slot is still empty (unless
                    // an earlier key of this batch took it), so the key goes there with no
                    // search.
                    if firstEntries[lane] == 0, slots[slot].entry == 0 {
                        place(key(index), hash: hash, at: slot)
                        continue
                    }
                    let (inserted, earlier) = insert(key(index), hash: hash)
                    if !inserted { return (index, earlier) }
                }
                start += width
            }
            return nil
        }
    }

    /// Puts `key` at the next position in `slot`, which must be the empty slot where its
    /// search ends.
    @inline(__always)
    private mutating func place(_ key: String, hash: UInt64, at slot: Int) {
        let position = count
        // A position needs 40 bits; no memory holds 2⁴⁰ strings.
        precondition(UInt64(position) < Self.positionMask, "a position table holds fewer than 2⁴⁰ strings")
        slots[slot] = Slot(
            key: key, entry: (hash >> (64 - Self.tagBits)) << (64 - Self.tagBits) | UInt64(position + 1))
        count += 1
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

    /// Makes room for `capacity` strings, placing every key again at the same position.
    private mutating func grow(toHold capacity: Int) {
        var table = PositionTable(minimumCapacity: capacity)
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
    init(_ strings: some Collection<String>) {
        self.init(minimumCapacity: strings.count)
        for string in strings { insert(string) }
    }

    /// Every string and its position, as a dictionary (for tests and diagnostics).
    var dictionary: [String: Int] {
        Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    }
}
