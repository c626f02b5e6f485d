/// A hash map whose copies share structure: an update copies only the path from the root to
/// the changed entry (a hash array mapped trie, 32 ways per level), so every older map stays
/// valid and a change costs O(log₃₂ *n*) instead of a copy of the whole table.
///
/// The catalog keeps what changes after loading (added notes, changed chunks) in these maps
/// while the bulk it loaded stays in plain arrays and dictionaries.
///
/// ```swift
/// let before = PersistentMap<String, Int>()
/// let after = before.updating("n-1", with: 7)
/// before["n-1"]   // nil: the old map is unchanged
/// after["n-1"]    // 7
/// ```
struct PersistentMap<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private var root: Node?
    /// The number of entries.
    private(set) var count = 0

    /// The empty map.
    init() {}

    /// Whether the map has no entries.
    var isEmpty: Bool { count == 0 }

    /// The value stored for `key`, if any.
    ///
    /// - Complexity: O(log₃₂ *n*).
    subscript(key: Key) -> Value? {
        guard let root else { return nil }
        return root.value(for: key, hash: Self.hash(key), shift: 0)
    }

    /// The map with `value` stored for `key`; this map is left as it is.
    ///
    /// - Complexity: O(log₃₂ *n*): one new node per level of the path to the key.
    func updating(_ key: Key, with value: Value) -> PersistentMap {
        var copy = self
        copy.update(key, with: value)
        return copy
    }

    /// Stores `value` for `key`, copying only the nodes on the key's path.
    mutating func update(_ key: Key, with value: Value) {
        let hash = Self.hash(key)
        guard let root else {
            root = Node(
                entries: [(key, hash, value)], children: [], dataMap: Node.bit(hash, shift: 0), nodeMap: 0)
            count = 1
            return
        }
        let (newRoot, added) = root.updating(key, hash: hash, value: value, shift: 0)
        self.root = newRoot
        if added { count += 1 }
    }

    /// Every entry, in no particular order.
    ///
    /// - Complexity: O(*n*).
    func forEachEntry(_ body: (Key, Value) throws -> Void) rethrows {
        try root?.forEachEntry(body)
    }

    static func hash(_ key: Key) -> UInt64 {
        UInt64(bitPattern: Int64(key.hashValue))
    }
}

extension PersistentMap {
    /// One level of the trie. Immutable once made, so snapshots can share it across threads.
    ///
    /// Entries and children are found through two 32-bit maps of the 5 hash bits used at this
    /// level (CHAMP layout); below the last 5-bit level, keys whose 64-bit hashes collide sit
    /// together in one node's entries.
    final class Node: Sendable {
        let entries: [(key: Key, hash: UInt64, value: Value)]
        let children: [Node]
        let dataMap: UInt32
        let nodeMap: UInt32

        init(
            entries: [(key: Key, hash: UInt64, value: Value)], children: [Node], dataMap: UInt32,
            nodeMap: UInt32
        ) {
            self.entries = entries
            self.children = children
            self.dataMap = dataMap
            self.nodeMap = nodeMap
        }

        /// 64 hash bits run out after 13 levels of 5; deeper nodes are collision lists.
        static var maximumShift: UInt64 { 60 }

        static func bit(_ hash: UInt64, shift: UInt64) -> UInt32 {
            1 << UInt32((hash >> shift) & 31)
        }

        private static func slot(of bit: UInt32, in map: UInt32) -> Int {
            (map & (bit &- 1)).nonzeroBitCount
        }

        private var isCollisionList: Bool { dataMap == 0 && nodeMap == 0 && !entries.isEmpty }

        func value(for key: Key, hash: UInt64, shift: UInt64) -> Value? {
            if isCollisionList { return entries.first { $0.key == key }?.value }
            let bit = Self.bit(hash, shift: shift)
            if dataMap & bit != 0 {
                let entry = entries[Self.slot(of: bit, in: dataMap)]
                return entry.key == key ? entry.value : nil
            }
            if nodeMap & bit != 0 {
                return children[Self.slot(of: bit, in: nodeMap)].value(for: key, hash: hash, shift: shift + 5)
            }
            return nil
        }

        /// A node with `key` set to `value`, and whether the key is new.
        func updating(_ key: Key, hash: UInt64, value: Value, shift: UInt64) -> (Node, Bool) {
            if isCollisionList {
                var entries = self.entries
                if let index = entries.firstIndex(where: { $0.key == key }) {
                    entries[index].value = value
                    return (Node(entries: entries, children: [], dataMap: 0, nodeMap: 0), false)
                }
                entries.append((key, hash, value))
                return (Node(entries: entries, children: [], dataMap: 0, nodeMap: 0), true)
            }
            let bit = Self.bit(hash, shift: shift)
            if dataMap & bit != 0 {
                let slot = Self.slot(of: bit, in: dataMap)
                let existing = entries[slot]
                if existing.key == key {
                    var entries = self.entries
                    entries[slot].value = value
                    return (
                        Node(entries: entries, children: children, dataMap: dataMap, nodeMap: nodeMap), false
                    )
                }
                // Two keys share this slot: push both one level down.
                let child = Self.pair(existing, (key, hash, value), shift: shift + 5)
                var entries = self.entries
                entries.remove(at: slot)
                var children = self.children
                children.insert(child, at: Self.slot(of: bit, in: nodeMap))
                return (
                    Node(
                        entries: entries, children: children, dataMap: dataMap ^ bit, nodeMap: nodeMap | bit),
                    true
                )
            }
            if nodeMap & bit != 0 {
                let slot = Self.slot(of: bit, in: nodeMap)
                let (child, added) = children[slot].updating(key, hash: hash, value: value, shift: shift + 5)
                var children = self.children
                children[slot] = child
                return (Node(entries: entries, children: children, dataMap: dataMap, nodeMap: nodeMap), added)
            }
            var entries = self.entries
            entries.insert((key, hash, value), at: Self.slot(of: bit, in: dataMap))
            return (
                Node(entries: entries, children: children, dataMap: dataMap | bit, nodeMap: nodeMap), true
            )
        }

        /// The smallest subtree holding two entries whose keys differ.
        private static func pair(
            _ first: (key: Key, hash: UInt64, value: Value), _ second: (key: Key, hash: UInt64, value: Value),
            shift: UInt64
        ) -> Node {
            if shift > maximumShift || first.hash == second.hash {
                return Node(entries: [first, second], children: [], dataMap: 0, nodeMap: 0)
            }
            let firstBit = bit(first.hash, shift: shift)
            let secondBit = bit(second.hash, shift: shift)
            if firstBit == secondBit {
                return Node(
                    entries: [], children: [pair(first, second, shift: shift + 5)], dataMap: 0,
                    nodeMap: firstBit)
            }
            let ordered = firstBit < secondBit ? [first, second] : [second, first]
            return Node(entries: ordered, children: [], dataMap: firstBit | secondBit, nodeMap: 0)
        }

        func forEachEntry(_ body: (Key, Value) throws -> Void) rethrows {
            for entry in entries { try body(entry.key, entry.value) }
            for child in children { try child.forEachEntry(body) }
        }
    }
}
