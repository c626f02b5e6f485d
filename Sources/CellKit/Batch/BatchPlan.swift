/// A validated batch in the form applying it needs: where each surviving old index goes.
struct BatchPlan {
    /// Per section, the sorted old item indexes that leave it (deletes and move sources).
    var removed: [[Int]]
    /// Per section, the sorted new item indexes that are filled by inserts and move targets.
    var added: [[Int]]
    /// Old index to new index of every moved item.
    var moveTargets: [IndexPath: IndexPath] = [:]
    /// Deleted old indexes.
    var deleted: Set<IndexPath> = []
    /// Reloaded old indexes.
    var reloaded: Set<IndexPath> = []
    /// Reconfigured new indexes.
    var reconfigured: Set<IndexPath> = []

    init(sectionCount: Int) {
        removed = Array(repeating: [], count: sectionCount)
        added = Array(repeating: [], count: sectionCount)
    }

    /// The new index of the item at old index `path`, or `nil` if it was deleted.
    ///
    /// - Complexity: O(log *k*) for *k* changes in the section.
    func newIndexPath(for path: IndexPath) -> IndexPath? {
        if let target = moveTargets[path] { return target }
        if deleted.contains(path) { return nil }
        let rank = path.item - Self.count(in: removed[path.section]) { $0 < path.item }
        // The rank-th slot not taken by an addition. `added[j] - j` never decreases, and
        // addition j lands before that slot exactly when `added[j] - j <= rank`.
        let addedBefore = Self.count(in: added[path.section].indices) { added[path.section][$0] - $0 <= rank }
        return IndexPath(item: rank + addedBefore, section: path.section)
    }

    /// The length of the prefix of `sorted` whose elements satisfy `isBefore`, which must hold
    /// for a prefix only.
    private static func count<C: RandomAccessCollection>(in sorted: C, where isBefore: (C.Element) -> Bool)
        -> Int
    where C.Index == Int {
        var low = sorted.startIndex
        var high = sorted.endIndex
        while low < high {
            let middle = (low + high) / 2
            if isBefore(sorted[middle]) { low = middle + 1 } else { high = middle }
        }
        return low - sorted.startIndex
    }
}
