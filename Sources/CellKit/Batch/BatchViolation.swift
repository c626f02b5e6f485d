/// The rule a batch update broke.
public enum BatchViolation: Sendable, Equatable {
    /// The number of sections changed; batch updates move items, not sections.
    case sectionCountChanged(before: Int, after: Int)
    /// An index names a section that does not exist.
    case sectionOutOfRange(BatchOperation, IndexPath, sectionCount: Int)
    /// An index is past the end of its section (counted before or after the update, by role).
    case itemOutOfRange(BatchOperation, IndexPath, count: Int)
    /// The same index appears twice in one role.
    case duplicateIndex(BatchOperation, IndexPath)
    /// One index appears in two roles that exclude each other (for example deleted and moved).
    case conflictingOperations(BatchOperation, BatchOperation, IndexPath)
    /// The data source's new count is not `before + inserted - deleted + movedIn - movedOut`.
    case countMismatch(
        section: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int, after: Int)
}
