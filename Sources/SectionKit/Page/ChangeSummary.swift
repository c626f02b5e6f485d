/// What a ``Changeset`` did to a section's items, in counts.
public struct ChangeSummary: Sendable, Hashable, Codable {
    /// Items removed.
    public var deleted: Int
    /// Items added.
    public var inserted: Int
    /// Items that moved relative to the others.
    public var moved: Int
    /// Items whose content changed.
    public var updated: Int
    /// Identities that occurred more than once; the ``DuplicatePolicy`` kept one occurrence of
    /// each as the matched item.
    public var duplicateIDs: [String]

    /// Creates a summary from counts.
    public init(
        deleted: Int = 0, inserted: Int = 0, moved: Int = 0, updated: Int = 0, duplicateIDs: [String] = []
    ) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
        self.duplicateIDs = duplicateIDs
    }

    /// The counts of `changeset`.
    public init(_ changeset: Changeset) {
        self.init(
            deleted: changeset.deletes.count, inserted: changeset.inserts.count, moved: changeset.moves.count,
            updated: changeset.updates.count, duplicateIDs: changeset.duplicates.map(\.id))
    }
}
