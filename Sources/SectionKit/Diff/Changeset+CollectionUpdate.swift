import CellKit

extension Changeset {
    /// The changeset as one CellKit batch update of `section` that keeps live cells: deletes and
    /// move sources at old indexes, inserts and move targets at new indexes, and
    /// ``updates`` as `reconfigures` at new indexes, so a cell whose item changed content is
    /// configured again in place instead of being replaced.
    ///
    /// ```swift
    /// let changes = Changeset(from: oldItems, to: newItems)
    /// try collectionView.performBatchUpdates(changes.collectionUpdate(inSection: 0))
    /// ```
    ///
    /// - Parameter section: The collection view section the items fill.
    /// - Returns: A batch that `HeadlessCollectionView.performBatchUpdates(_:)` validates and
    ///   applies.
    /// - Complexity: O(*k*), where *k* is the number of changes.
    public func collectionUpdate(inSection section: Int = 0) -> BatchUpdate {
        precondition(section >= 0, "section must not be negative, got \(section)")
        return BatchUpdate(
            deletes: deletes.map { IndexPath(item: $0, section: section) },
            inserts: inserts.map { IndexPath(item: $0, section: section) },
            reconfigures: updates.map { IndexPath(item: $0, section: section) },
            moves: moves.map {
                ItemMove(
                    from: IndexPath(item: $0.from, section: section),
                    to: IndexPath(item: $0.to, section: section))
            }
        )
    }
}
