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
    /// - Complexity: O(log *k* + *a*) for *k* removals and *a* additions in the section.
    func newIndexPath(for path: IndexPath) -> IndexPath? {
        if let target = moveTargets[path] { return target }
        if deleted.contains(path) { return nil }
        let removedBefore = Self.countLess(than: path.item, in: removed[path.section])
        var slot = path.item - removedBefore
        for filled in added[path.section] {
            guard filled <= slot else { break }
            slot += 1
        }
        return IndexPath(item: slot, section: path.section)
    }

    private static func countLess(than value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
