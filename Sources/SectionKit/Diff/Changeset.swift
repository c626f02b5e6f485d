/// The changes that turn one list of items into another, in the terms a batch update of a
/// collection view uses.
///
/// Indexes follow `performBatchUpdates` semantics: ``deletes`` and the sources of ``moves`` are
/// positions in the old list; ``inserts``, the destinations of ``moves`` and ``updates`` are
/// positions in the new list. Items that are not deleted, inserted or moved keep their relative
/// order. ``updates`` name items whose identity survived but whose content changed, at their
/// new index, also when they moved: such an item is one move plus one update at its new index,
/// so a view can move the live cell and then reconfigure it, which is what
/// ``collectionUpdate(inSection:)`` hands to a `HeadlessCollectionView`.
///
/// Create one by diffing two lists with ``init(from:to:duplicates:)``:
///
/// ```swift
/// let changes = Changeset(from: oldProducts, to: newProducts)
/// if !changes.duplicates.isEmpty { log(changes.duplicates) }
/// ```
public struct Changeset: Sendable, Equatable {
    /// Old indexes of the items that are gone, in ascending order.
    public let deletes: [Int]

    /// New indexes of the items that are new, in ascending order.
    public let inserts: [Int]

    /// Items that changed their position relative to the others, ascending by new index.
    ///
    /// Only items outside a longest run of survivors that kept their relative order are moved,
    /// so the number of moves is minimal.
    public let moves: [Move]

    /// New indexes of surviving items whose content changed, in ascending order; moved items
    /// included.
    public let updates: [Int]

    /// Identities that occur more than once, with the occurrences the ``DuplicatePolicy`` did
    /// not match, which appear in ``deletes`` (old) and ``inserts`` (new).
    public let duplicates: [Duplicate]

    /// Creates a changeset from its parts, which must already follow the rules of the
    /// properties (ascending indexes, old and new positions as documented on each).
    ///
    /// Diffing two lists with ``init(from:to:duplicates:)`` is the usual way to get one.
    public init(
        deletes: [Int] = [],
        inserts: [Int] = [],
        moves: [Move] = [],
        updates: [Int] = [],
        duplicates: [Duplicate] = []
    ) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
        self.duplicates = duplicates
    }

    /// Whether the old and the new list are the same: nothing to delete, insert, move or update.
    ///
    /// A dropped duplicate is always a delete or an insert, so an empty changeset reports none.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty && duplicates.isEmpty
    }
}
