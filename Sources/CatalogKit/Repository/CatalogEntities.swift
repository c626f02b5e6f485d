extension Catalog {
    /// A catalog's products or notes, in order, as a collection that shares the catalog's
    /// storage (getting it copies nothing).
    ///
    /// ```swift
    /// let first = catalog.products.first
    /// let ids = catalog.products.map(\.id)
    /// catalog.notes.count
    /// ```
    public struct Entities<Element: Sendable>: BidirectionalCollection, Sendable {
        /// A position in the collection: valid for the catalog it came from and every catalog
        /// made from it by changes.
        public struct Index: Comparable, Sendable {
            let slot: Int

            /// Whether `lhs` comes before `rhs`.
            public static func < (lhs: Index, rhs: Index) -> Bool { lhs.slot < rhs.slot }
        }

        private let slots: PersistentVector<Element>
        private let removed: PersistentMap<Int, Bool>
        /// The number of elements.
        ///
        /// - Complexity: O(1).
        public let count: Int
        /// The position of the first element.
        public let startIndex: Index

        init(slots: PersistentVector<Element>, removed: PersistentMap<Int, Bool>, count: Int) {
            self.slots = slots
            self.removed = removed
            self.count = count
            var first = 0
            if !removed.isEmpty {
                while first < slots.count, removed[first] == true { first += 1 }
            }
            startIndex = Index(slot: first)
        }

        /// The position after the last element.
        public var endIndex: Index { Index(slot: slots.count) }

        /// Whether the collection has no elements.
        public var isEmpty: Bool { count == 0 }

        /// The element at `position`.
        public subscript(position: Index) -> Element {
            precondition(
                position.slot >= 0 && position.slot < slots.count && !isRemoved(position.slot),
                "index \(position.slot) is not a position of this collection")
            return slots[position.slot]
        }

        /// The position after `position`.
        public func index(after position: Index) -> Index {
            var slot = position.slot + 1
            while slot < slots.count, isRemoved(slot) { slot += 1 }
            return Index(slot: slot)
        }

        /// The position before `position`.
        public func index(before position: Index) -> Index {
            var slot = position.slot - 1
            while slot >= 0, isRemoved(slot) { slot -= 1 }
            return Index(slot: slot)
        }

        private func isRemoved(_ slot: Int) -> Bool {
            !removed.isEmpty && removed[slot] == true
        }
    }
}
