/// A dictionary built once in bulk (fast to load, never copied afterwards) with a
/// ``PersistentMap`` of later changes over it, so that a change costs O(log *n*) and every
/// earlier index stays valid.
///
/// Entries are only ever added or replaced, never removed: a catalog change adds notes but
/// does not take anything away (a reload builds a new index from scratch).
struct LayeredIndex<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let base: [Key: Value]
    private var overlay = PersistentMap<Key, Value>()

    init(_ base: [Key: Value]) {
        self.base = base
    }

    /// The value for `key`: the latest change, else the bulk-loaded one.
    ///
    /// - Complexity: O(1) while nothing changed, O(log₃₂ *c*) after *c* changes.
    subscript(key: Key) -> Value? {
        if !overlay.isEmpty, let changed = overlay[key] { return changed }
        return base[key]
    }

    /// Stores `value` for `key` in the overlay.
    ///
    /// - Complexity: O(log₃₂ *c*).
    mutating func update(_ key: Key, with value: Value) {
        overlay.update(key, with: value)
    }
}
