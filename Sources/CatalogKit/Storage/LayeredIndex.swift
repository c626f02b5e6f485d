/// An id index built once in bulk (a ``PositionTable``: fast to load, never copied
/// afterwards) with a ``PersistentMap`` of later changes over it, so that a change costs
/// O(log *n*) and every earlier index stays valid.
///
/// Entries are only ever added or replaced, never removed: an id keeps its slot for life, and
/// the catalog marks a removed entity's slot instead.
struct LayeredIndex: Sendable {
    private let base: PositionTable
    private var overlay = PersistentMap<String, Int>()

    init(_ base: PositionTable) {
        self.base = base
    }

    /// The value for `key`: the latest change, else the bulk-loaded one.
    ///
    /// - Complexity: O(1) while nothing changed, O(log₃₂ *c*) after *c* changes.
    subscript(key: String) -> Int? {
        if !overlay.isEmpty, let changed = overlay[key] { return changed }
        return base[key]
    }

    /// Calls `body` with every key of the bulk-loaded index, in no particular order (the
    /// overlay's keys are not visited).
    func forEachLoadedKey(_ body: (borrowing String) -> Void) {
        base.forEachKey(body)
    }

    /// Stores `value` for `key` in the overlay.
    ///
    /// - Complexity: O(log₃₂ *c*).
    mutating func update(_ key: String, with value: Int) {
        overlay.update(key, with: value)
    }
}
