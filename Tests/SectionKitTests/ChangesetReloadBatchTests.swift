import Relay
import Testing

@testable import SectionKit

@Suite struct ChangesetReloadBatchTests {
    @Test func updateInPlaceBecomesReloadAtItsOldIndex() {
        let old = [TestItem(0), TestItem(1), TestItem(2)]
        let new = [TestItem(9), TestItem(0), TestItem(1, revision: 1)]
        let changes = Changeset(from: old, to: new)
        #expect(changes == Changeset(deletes: [2], inserts: [0], updates: [2]))
        #expect(
            changes.reloadBatch == Changeset.ReloadBatch(deletes: [2], inserts: [0], moves: [], reloads: [1]))
    }

    @Test func movedAndChangedItemBecomesDeletePlusInsert() {
        let old = [TestItem(0), TestItem(1), TestItem(2)]
        let new = [TestItem(2, revision: 1), TestItem(0), TestItem(1)]
        let batch = Changeset(from: old, to: new).reloadBatch
        #expect(batch == Changeset.ReloadBatch(deletes: [2], inserts: [0], moves: [], reloads: []))
    }

    @Test func movesWithoutContentChangeStayMoves() {
        let old = [TestItem(0), TestItem(1), TestItem(2), TestItem(3)]
        let new = [TestItem(3), TestItem(0), TestItem(1, revision: 1), TestItem(2)]
        let batch = Changeset(from: old, to: new).reloadBatch
        let expected = Changeset.ReloadBatch(
            deletes: [],
            inserts: [],
            moves: [Changeset.Move(from: 3, to: 0)],
            reloads: [1]
        )
        #expect(batch == expected)
    }

    @Test(arguments: [DuplicatePolicy.keepFirst, .keepLast])
    func applyingBatchUpdateToOldListYieldsNewList(policy: DuplicatePolicy) throws {
        var generator = SplitMix64(seed: policy == .keepFirst ? 11 : 12)
        for _ in 0..<3_000 {
            let sample = RandomDiffCase(using: &generator)
            let (old, new) = (sample.old, sample.new)
            let batch = Changeset(from: old, to: new, duplicates: policy).reloadBatch

            let violations = BatchUpdateChecker.violations(
                of: batch, oldCount: old.count, newCount: new.count)
            try #require(violations.isEmpty, "\(violations) for \(sample)")
            let moved = BatchUpdateChecker.applyingBatch(
                deletes: batch.deletes,
                inserts: batch.inserts,
                moves: batch.moves,
                to: old,
                new: new
            )
            // Every position the batch leaves stale needs a reload, and no reload is wasted.
            let stale = moved.indices.filter { moved[$0] != new[$0] }
            #expect(stale.count == batch.reloads.count, "needless or missing reload in \(sample)")
            #expect(BatchUpdateChecker.applying(batch, to: old, new: new) == new, "\(sample)")
        }
    }
}
