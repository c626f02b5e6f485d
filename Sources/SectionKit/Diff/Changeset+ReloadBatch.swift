extension Changeset {
    /// A changeset in the form UIKit's `performBatchUpdates` takes when content changes are
    /// reloads: deletes, reloads and move sources are old indexes; inserts and move
    /// destinations are new indexes.
    ///
    /// UIKit treats a reload as a delete and an insert at the item's old index, so it cannot
    /// reload an item that also moves. A moved item whose content changed is therefore a delete
    /// of its old index plus an insert at its new index here, not a move.
    ///
    /// Not public: SectionKit's sections apply ``collectionUpdate(inSection:)``, which keeps live
    /// cells. This is the form an adapter to UIKit would need, checked by the tests against
    /// UIKit's rules.
    struct ReloadBatch: Sendable, Equatable {
        /// Old indexes to delete, ascending.
        let deletes: [Int]

        /// New indexes to insert, ascending.
        let inserts: [Int]

        /// Moves from an old index to a new index, ascending by new index; none of them reloads.
        let moves: [Move]

        /// Old indexes of items that stay in place and whose content changed, ascending.
        let reloads: [Int]
    }

    /// The same changes for `performBatchUpdates` with `reloadItems(at:)`: updates become reloads
    /// at old indexes, and moved items whose content changed become a delete plus an insert.
    ///
    /// Use the changeset itself to keep live cells instead: apply ``deletes``, ``inserts`` and
    /// ``moves`` as one batch, then reconfigure the cells at ``updates`` (new indexes).
    ///
    /// - Precondition: ``moves`` are ascending by new index and ``updates`` ascending, as a diff
    ///   makes them.
    /// - Complexity: O(*k* log *k*), where *k* is the number of changes.
    var reloadBatch: ReloadBatch {
        precondition(
            zip(moves, moves.dropFirst()).allSatisfy { $0.to < $1.to },
            "Changeset.moves must be ascending by new index"
        )
        precondition(
            zip(updates, updates.dropFirst()).allSatisfy { $0 < $1 },
            "Changeset.updates must be ascending"
        )
        var keptMoves: [Move] = []
        var extraDeletes: [Int] = []
        var extraInserts: [Int] = []
        var stationaryUpdates: [Int] = []
        var moveIndex = 0
        for update in updates {
            while moveIndex < moves.count && moves[moveIndex].to < update {
                keptMoves.append(moves[moveIndex])
                moveIndex += 1
            }
            if moveIndex < moves.count && moves[moveIndex].to == update {
                extraDeletes.append(moves[moveIndex].from)
                extraInserts.append(update)
                moveIndex += 1
            } else {
                stationaryUpdates.append(update)
            }
        }
        keptMoves.append(contentsOf: moves[moveIndex...])

        // Items that neither moved nor came or went keep their relative order, so the r-th
        // such new index and the r-th such old index are the same item.
        let movedAway = (deletes + moves.map(\.from)).sorted()
        let arrived = (inserts + moves.map(\.to)).sorted()
        var reloads: [Int] = []
        reloads.reserveCapacity(stationaryUpdates.count)
        var arrivedBefore = 0
        var movedAwayBefore = 0
        for update in stationaryUpdates {
            while arrivedBefore < arrived.count && arrived[arrivedBefore] < update {
                arrivedBefore += 1
            }
            let rank = update - arrivedBefore
            while movedAwayBefore < movedAway.count && movedAway[movedAwayBefore] <= rank + movedAwayBefore {
                movedAwayBefore += 1
            }
            reloads.append(rank + movedAwayBefore)
        }
        return ReloadBatch(
            deletes: (deletes + extraDeletes).sorted(),
            inserts: (inserts + extraInserts).sorted(),
            moves: keptMoves,
            reloads: reloads
        )
    }
}
