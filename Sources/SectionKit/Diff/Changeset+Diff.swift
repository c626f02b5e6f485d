extension Changeset {
    /// Diffs two lists of identifiable items: identity by `id`, content by `==`.
    ///
    /// Items with the same `id` in both lists survive; a survivor whose content differs is
    /// updated at its new index. Among the survivors, a longest run that kept its relative order
    /// stays in place and only the others move, so the number of moves is minimal:
    /// `[0, 1, 2, 3, 4]` to `[1, 2, 3, 4, 0]` is one move of `0`, not four.
    ///
    /// ```swift
    /// let changes = Changeset(from: section.items, to: newItems)
    /// ```
    ///
    /// Items equal in identity and content at the start or end of both lists are compared but
    /// never hashed, so an unchanged or append-only list costs little more than comparing it.
    /// Repeated identities follow `policy`; see ``DuplicatePolicy``.
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    ///   - policy: Which occurrence of a repeated identity is matched. The first, by default.
    /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the total length of both lists
    ///   and *m* the number of items outside their common prefix and suffix: hashing is linear,
    ///   and only the longest-run search and sorting the deletes cost more.
    @inlinable
    public init<Item: Identifiable & Equatable>(
        from old: [Item],
        to new: [Item],
        duplicates policy: DuplicatePolicy = .keepFirst
    ) {
        self = Changeset.diffing(
            old,
            new,
            policy: policy,
            identity: { $0.id },
            contentEquals: { $0 == $1 }
        )
    }

    /// Diffs two lists with an identity and a content comparison of your choosing, for items that
    /// are not `Identifiable` or whose `==` is not the content a view shows.
    ///
    /// Behaves as ``init(from:to:duplicates:)`` in every other respect.
    ///
    /// ```swift
    /// let changes = Changeset(from: oldRows, to: newRows, identifiedBy: \.key) {
    ///     $0.title == $1.title
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    ///   - policy: Which occurrence of a repeated identity is matched. The first, by default.
    ///   - identity: The identity of an item; items with equal identities are the same item.
    ///   - contentEquals: Whether two items with the same identity show the same content.
    /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the total length of both lists
    ///   and *m* the number of items outside their common prefix and suffix, plus the cost of
    ///   the closures.
    @inlinable
    public init<Item, ID: Hashable>(
        from old: [Item],
        to new: [Item],
        duplicates policy: DuplicatePolicy = .keepFirst,
        identifiedBy identity: (Item) -> ID,
        contentEquals: (Item, Item) -> Bool
    ) {
        self = Changeset.diffing(old, new, policy: policy, identity: identity, contentEquals: contentEquals)
    }

    /// Heckel-style matching through one dictionary of old identities, then minimal moves from a
    /// longest increasing subsequence of the survivors' old indexes taken in new order.
    ///
    /// Always inlined into the public initializers, so that the identity and content closures,
    /// literals there, are inlined too: as calls through closure values they made the prefix
    /// scan of an unchanged list about 15 times slower.
    @inlinable @inline(__always)
    static func diffing<Item, ID: Hashable>(
        _ old: [Item],
        _ new: [Item],
        policy: DuplicatePolicy,
        identity: (Item) -> ID,
        contentEquals: (Item, Item) -> Bool
    ) -> Changeset {
        func isUnchanged(_ oldIndex: Int, _ newIndex: Int) -> Bool {
            identity(old[oldIndex]) == identity(new[newIndex]) && contentEquals(old[oldIndex], new[newIndex])
        }
        let sharedCount = Swift.min(old.count, new.count)
        var start = 0
        while start < sharedCount && isUnchanged(start, start) {
            start += 1
        }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start && newEnd > start && isUnchanged(oldEnd - 1, newEnd - 1) {
            oldEnd -= 1
            newEnd -= 1
        }
        if oldEnd == start && newEnd == start {
            return Changeset()
        }

        // For each new item in the window, the old index it matched, or -1 when it is inserted.
        var oldIndexOfNew = [Int](repeating: -1, count: newEnd - start)
        var droppedOld: [Int] = []
        var droppedNew: [Int] = []

        // An identity's entry holds the old index carrying it, until a new item matches it; then
        // it holds `-2 - newIndex`. Marking the entry found by the lookup costs no further random
        // memory access, which is what dominates a shuffled million-item list.
        var oldIndexByID: [ID: Int] = [:]
        oldIndexByID.reserveCapacity(oldEnd - start)
        for oldIndex in start..<oldEnd {
            if let dropped = claim(identity(old[oldIndex]), for: oldIndex, in: &oldIndexByID, policy: policy)
            {
                droppedOld.append(dropped)
            }
        }

        // Identities only the new list has, kept solely to notice their duplicates.
        var insertedIndexByID: [ID: Int] = [:]
        for newIndex in start..<newEnd {
            let id = identity(new[newIndex])
            let isInOld = match(
                &oldIndexByID[id],
                newIndex: newIndex,
                start: start,
                policy: policy,
                oldIndexOfNew: &oldIndexOfNew,
                droppedNew: &droppedNew
            )
            if !isInOld, let dropped = claim(id, for: newIndex, in: &insertedIndexByID, policy: policy) {
                droppedNew.append(dropped)
            }
        }

        let survivorCount = oldIndexOfNew.count(where: { $0 >= 0 })
        let (isStationary, stationaryCount) = longestIncreasingSubsequenceMembers(of: oldIndexOfNew)
        var deletes = droppedOld
        deletes.reserveCapacity(oldEnd - start - survivorCount)
        for entry in oldIndexByID.values where entry >= 0 {
            deletes.append(entry)
        }
        deletes.sort()
        var inserts: [Int] = []
        inserts.reserveCapacity(newEnd - start - survivorCount)
        var moves: [Move] = []
        moves.reserveCapacity(survivorCount - stationaryCount)
        var updates: [Int] = []
        for newIndex in start..<newEnd {
            let oldIndex = oldIndexOfNew[newIndex - start]
            if oldIndex < 0 {
                inserts.append(newIndex)
                continue
            }
            if !isStationary[newIndex - start] {
                moves.append(Move(from: oldIndex, to: newIndex))
            }
            if !contentEquals(old[oldIndex], new[newIndex]) {
                updates.append(newIndex)
            }
        }

        var duplicates: [Duplicate] = []
        if !droppedOld.isEmpty || !droppedNew.isEmpty {
            duplicates = duplicateReport(
                droppedOld: droppedOld,
                droppedNew: droppedNew,
                old: old,
                new: new,
                identity: identity
            )
        }
        return Changeset(
            deletes: deletes,
            inserts: inserts,
            moves: moves,
            updates: updates,
            duplicates: duplicates
        )
    }

    /// Groups dropped occurrences by identity, in order of each identity's first dropped index
    /// (old ones first). Runs only when a list repeats an identity, so it need not be fast.
    @usableFromInline
    static func duplicateReport<Item, ID: Hashable>(
        droppedOld: [Int],
        droppedNew: [Int],
        old: [Item],
        new: [Item],
        identity: (Item) -> ID
    ) -> [Duplicate] {
        var ids: [ID] = []
        var positionByID: [ID: Int] = [:]
        var oldIndexes: [[Int]] = []
        var newIndexes: [[Int]] = []
        func position(of id: ID) -> Int {
            if let position = positionByID[id] {
                return position
            }
            positionByID[id] = ids.count
            ids.append(id)
            oldIndexes.append([])
            newIndexes.append([])
            return ids.count - 1
        }
        for index in droppedOld.sorted() {
            oldIndexes[position(of: identity(old[index]))].append(index)
        }
        for index in droppedNew.sorted() {
            newIndexes[position(of: identity(new[index]))].append(index)
        }
        return ids.indices.map {
            Duplicate(id: String(describing: ids[$0]), oldIndexes: oldIndexes[$0], newIndexes: newIndexes[$0])
        }
    }

    /// Matches the new item at `newIndex` with the old item whose identity entry is `entry` (see
    /// `Changeset.diffing`), as the policy says when that old item is already matched.
    ///
    /// - Returns: Whether the old list has the identity at all.
    @inlinable @inline(__always)
    static func match(
        _ entry: inout Int?,
        newIndex: Int,
        start: Int,
        policy: DuplicatePolicy,
        oldIndexOfNew: inout [Int],
        droppedNew: inout [Int]
    ) -> Bool {
        guard let value = entry else {
            return false
        }
        if value >= 0 {
            oldIndexOfNew[newIndex - start] = value
            entry = -2 - newIndex
        } else if policy == .keepLast {
            let previous = -2 - value
            oldIndexOfNew[newIndex - start] = oldIndexOfNew[previous - start]
            oldIndexOfNew[previous - start] = -1
            droppedNew.append(previous)
            entry = -2 - newIndex
        } else {
            droppedNew.append(newIndex)
        }
        return true
    }

    /// Records that the item at `index` has identity `id`, unless the policy keeps an earlier
    /// occurrence.
    ///
    /// A first occurrence only writes to the dictionary. Reading the entry back, as a lookup before
    /// the insertion would, waits for a cache miss per item on large lists, which writes alone do not.
    ///
    /// - Returns: The index of the occurrence the policy dropped, if `id` was already recorded.
    @inlinable @inline(__always)
    static func claim<ID: Hashable>(
        _ id: ID,
        for index: Int,
        in indexByID: inout [ID: Int],
        policy: DuplicatePolicy
    ) -> Int? {
        guard let previous = indexByID.updateValue(index, forKey: id) else {
            return nil
        }
        if policy == .keepLast {
            return previous
        }
        indexByID[id] = previous
        return index
    }
}
