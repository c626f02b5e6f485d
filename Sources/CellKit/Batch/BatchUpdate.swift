/// The changes of one `performBatchUpdates` call, by index, UIKit style.
///
/// Deletes, reloads and move sources name indexes *before* the update; inserts, reconfigures
/// and move targets name indexes *after* it. A moved item whose content changed is listed
/// in `reconfigures` at its new index.
///
/// ```swift
/// let batch = BatchUpdate(
///     deletes: [IndexPath(item: 3)],
///     inserts: [IndexPath(item: 0)],
///     moves: [ItemMove(from: IndexPath(item: 5), to: IndexPath(item: 1))])
/// ```
public struct BatchUpdate: Sendable, Equatable {
    /// Items removed, at their old indexes.
    public var deletes: [IndexPath]
    /// Items added, at their new indexes.
    public var inserts: [IndexPath]
    /// Items whose cells are replaced by freshly dequeued ones, at their old indexes.
    public var reloads: [IndexPath]
    /// Items whose cells are kept and whose registration handler runs again, at their new indexes.
    public var reconfigures: [IndexPath]
    /// Items moved from an old index to a new one.
    public var moves: [ItemMove]

    /// Creates a batch; every kind of change defaults to none.
    public init(
        deletes: [IndexPath] = [], inserts: [IndexPath] = [], reloads: [IndexPath] = [],
        reconfigures: [IndexPath] = [], moves: [ItemMove] = []
    ) {
        self.deletes = deletes
        self.inserts = inserts
        self.reloads = reloads
        self.reconfigures = reconfigures
        self.moves = moves
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && reconfigures.isEmpty && moves.isEmpty
    }
}
