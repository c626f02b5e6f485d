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
    /// Items equal in identity and content at the start or end of both lists (the common prefix
    /// and suffix) are compared, not matched: an unchanged list costs little more than comparing
    /// it, and a list changed in a few places a comparison and one lookup per item. Repeated
    /// identities follow `policy` wherever they are; see ``DuplicatePolicy``.
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    ///   - policy: Which occurrence of a repeated identity is matched. The first, by default.
    /// - Complexity: O(*n* + *m* log *m*) expected, where *n* is the total length of both lists
    ///   and *m* the number of items outside their common prefix and suffix: hashing is linear,
    ///   and only the longest-run search and sorting the deletes cost more. When a changed item
    ///   repeats an identity of the prefix or suffix, the whole lists are diffed: *m* is *n*.
    /// - Precondition: Neither list holds more than `UInt32.max` items.
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
    /// - Precondition: Neither list holds more than `UInt32.max` items.
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

    /// Heckel-style matching through one dictionary of identities, then minimal moves from a
    /// longest increasing subsequence of the survivors' old indexes taken in new order.
    ///
    /// Always inlined into the public initializers, so that the identity and content closures,
    /// literals there, are inlined too: called through closure values, they would slow the
    /// prefix scan of an unchanged list down many times over.
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

        precondition(
            old.count <= UInt32.max && new.count <= UInt32.max,
            "Changeset diffs lists of up to \(UInt32.max) items")
        // For each new item in the window, the old index it matched, or -1 when it is inserted.
        var oldIndexOfNew: [Int] = []
        var droppedOld: [Int] = []
        var droppedNew: [Int] = []
        var sightings: [ID: Sighting] = [:]
        while true {
            oldIndexOfNew = [Int](repeating: -1, count: newEnd - start)
            droppedOld = []
            droppedNew = []
            sightings = [:]
            sightings.reserveCapacity(Swift.max(oldEnd - start, newEnd - start))
            for oldIndex in start..<oldEnd {
                sightOld(
                    identity(old[oldIndex]), at: oldIndex, in: &sightings, policy: policy,
                    droppedOld: &droppedOld)
            }
            for newIndex in start..<newEnd {
                sightNew(
                    &sightings[identity(new[newIndex])],
                    at: newIndex,
                    start: start,
                    policy: policy,
                    oldIndexOfNew: &oldIndexOfNew,
                    droppedNew: &droppedNew
                )
            }
            // The prefix and suffix were matched by position, unseen by the policy. When a changed
            // item repeats one of their identities, the policy must choose among all occurrences,
            // so the whole lists are diffed instead. Prefix and suffix items have the same
            // identities in both lists: looking up the old list's is enough. The few identities
            // of a small change are compared directly, which costs less than hashing each item.
            guard start > 0 || oldEnd < old.count else { break }
            let fewIDs = sightings.count <= 16 ? Array(sightings.keys) : nil
            var repeatsOutside = false
            for range in [0..<start, oldEnd..<old.count] where !repeatsOutside {
                for oldIndex in range {
                    let id = identity(old[oldIndex])
                    if fewIDs?.contains(id) ?? (sightings[id] != nil) {
                        repeatsOutside = true
                        break
                    }
                }
            }
            guard repeatsOutside else { break }
            (start, oldEnd, newEnd) = (0, old.count, new.count)
        }

        let survivorCount = oldIndexOfNew.count(where: { $0 >= 0 })
        let (isStationary, stationaryCount) = longestIncreasingSubsequenceMembers(of: oldIndexOfNew)
        var deletes = droppedOld
        deletes.reserveCapacity(oldEnd - start - survivorCount)
        for sighting in sightings.values {
            if case .unmatched(let oldIndex) = sighting {
                deletes.append(Int(oldIndex))
            }
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

    /// Records that the old item at `oldIndex` carries `id`, unless the policy keeps an earlier
    /// occurrence; the occurrence the policy drops goes to `droppedOld`.
    ///
    /// A first occurrence only writes to the dictionary. Reading the entry back, as a lookup before
    /// the insertion would, waits for a cache miss per item on large lists, which writes alone do not.
    @inlinable @inline(__always)
    static func sightOld<ID: Hashable>(
        _ id: ID,
        at oldIndex: Int,
        in sightings: inout [ID: Sighting],
        policy: DuplicatePolicy,
        droppedOld: inout [Int]
    ) {
        guard
            let previous = sightings.updateValue(
                .unmatched(oldIndex: UInt32(truncatingIfNeeded: oldIndex)), forKey: id)
        else {
            return
        }
        guard case .unmatched(let previousIndex) = previous else {
            preconditionFailure("the old list is sighted before the new one, got \(previous)")
        }
        if policy == .keepLast {
            droppedOld.append(Int(previousIndex))
        } else {
            sightings[id] = previous
            droppedOld.append(oldIndex)
        }
    }

    /// Records that the new item at `newIndex` carries the identity whose entry is `sighting`:
    /// it matches the old item carrying it, or is inserted, as the policy says when an earlier new
    /// item already carries the identity. The occurrence the policy drops goes to `droppedNew`.
    @inlinable @inline(__always)
    static func sightNew(
        _ sighting: inout Sighting?,
        at newIndex: Int,
        start: Int,
        policy: DuplicatePolicy,
        oldIndexOfNew: inout [Int],
        droppedNew: inout [Int]
    ) {
        switch sighting {
        case nil:
            sighting = .inserted(newIndex: UInt32(truncatingIfNeeded: newIndex))
        case .unmatched(let oldIndex)?:
            oldIndexOfNew[newIndex - start] = Int(oldIndex)
            sighting = .matched(newIndex: UInt32(truncatingIfNeeded: newIndex))
        case .matched(let previous)?:
            let previous = Int(previous)
            guard policy == .keepLast else {
                return droppedNew.append(newIndex)
            }
            oldIndexOfNew[newIndex - start] = oldIndexOfNew[previous - start]
            oldIndexOfNew[previous - start] = -1
            droppedNew.append(previous)
            sighting = .matched(newIndex: UInt32(truncatingIfNeeded: newIndex))
        case .inserted(let previous)?:
            guard policy == .keepLast else {
                return droppedNew.append(newIndex)
            }
            droppedNew.append(Int(previous))
            sighting = .inserted(newIndex: UInt32(truncatingIfNeeded: newIndex))
        }
    }
}
