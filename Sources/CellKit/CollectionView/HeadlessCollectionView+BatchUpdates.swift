extension HeadlessCollectionView {
    /// Applies inserts, deletes, moves, reloads and reconfigures after validating them against
    /// the counts before (as of the last update) and the data source's counts now.
    ///
    /// Update the data source first, then describe the change:
    /// ```swift
    /// names.insert("Kettle", at: 0)
    /// try collectionView.performBatchUpdates(BatchUpdate(inserts: [IndexPath(item: 0)]))
    /// ```
    /// Surviving cells move with their items; deleted and reloaded items' cells go back to the
    /// pool; reconfigured items keep their cell and their registration handler runs again. The
    /// selection moves with its item, and ends if the item is deleted.
    /// - Throws: `CellKitError.invalidBatchUpdate` with the broken rule and a dump of the
    ///   batch; the collection view is then unchanged. Or what the data source's dequeues
    ///   throw.
    /// - Complexity: O((*k* + live cells + measured items) × log *k*) for *k* changes, with
    ///   fixed-size items independent of the item count. With self-sizing items whose measured
    ///   sizes differ from the estimate, the sections' offset index is rebuilt: O(*n*) memory
    ///   writes for *n* items.
    public func performBatchUpdates(_ batch: BatchUpdate) throws(CellKitError) {
        let before = model.counts
        let after = currentCounts()
        let plan = try batch.plan(countsBefore: before, countsAfter: after)

        var movedCells: [IndexPath: any ReusableCell] = [:]
        var movedDisplayed: Set<IndexPath> = []
        for (old, cell) in liveCells {
            if !plan.reloaded.contains(old), let new = plan.newIndexPath(for: old) {
                movedCells[new] = cell
                if displayedIndexPaths.contains(old) { movedDisplayed.insert(new) }
            } else {
                recycle(cell, at: old)
            }
        }
        liveCells = movedCells
        displayedIndexPaths = movedDisplayed
        selectedIndexPath = selectedIndexPath.flatMap(plan.newIndexPath(for:))

        var sizes = model.emptySections(counts: after)
        for (section, oldSizes) in model.sections.enumerated() {
            for (item, size) in oldSizes.measured {
                let old = IndexPath(item: item, section: section)
                guard !plan.reloaded.contains(old), let new = plan.newIndexPath(for: old),
                    !plan.reconfigured.contains(new)
                else { continue }
                sizes[new.section].record(size, length: oldSizes.length(of: item), for: new.item)
            }
        }
        model.replaceSections(sizes)

        for indexPath in batch.reconfigures.sorted() {
            guard let cell = liveCells[indexPath], let dataSource else { continue }
            reconfiguringCells[indexPath] = cell
            defer { reconfiguringCells[indexPath] = nil }
            let configured = try dataSource.collectionView(self, cellForItemAt: indexPath)
            if configured !== cell {
                recycle(cell, at: indexPath)
                liveCells[indexPath] = configured
            }
        }
        try updateVisibleContent()
    }
}
