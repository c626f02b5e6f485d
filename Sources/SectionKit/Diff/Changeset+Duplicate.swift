extension Changeset {
    /// An identity that occurred more than once in the part of a list the diff matched by
    /// identity, and the occurrences the ``DuplicatePolicy`` dropped.
    ///
    /// A dropped occurrence is never matched with an item of the other list: one in the old list
    /// is deleted, one in the new list is inserted, so applying the changeset still yields the
    /// new list exactly. The occurrence that carries the identity is not listed.
    public struct Duplicate: Sendable, Equatable {
        /// The duplicated identity, as `String(describing:)` renders it.
        public let id: String

        /// Old indexes of the dropped occurrences (all in ``Changeset/deletes``), ascending.
        public let oldIndexes: [Int]

        /// New indexes of the dropped occurrences (all in ``Changeset/inserts``), ascending.
        public let newIndexes: [Int]

        /// Creates a report for the identity described by `id`.
        public init(id: String, oldIndexes: [Int], newIndexes: [Int]) {
            self.id = id
            self.oldIndexes = oldIndexes
            self.newIndexes = newIndexes
        }
    }
}
