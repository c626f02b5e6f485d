extension Changeset {
    /// An item that changed its position: from an index in the old list to an index in the new
    /// list.
    public struct Move: Sendable, Hashable {
        /// The item's index in the old list.
        public let from: Int

        /// The item's index in the new list.
        public let to: Int

        /// Creates a move of the item at old index `from` to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }
}
