import CellKit
import Relay
import SectionKit
import Testing

@Suite struct ChangesetCollectionUpdateTests {
    @Test func contentChangesBecomeReconfiguresAtNewIndexes() {
        let old = [TestItem(0), TestItem(1), TestItem(2)]
        let new = [TestItem(2, revision: 1), TestItem(0), TestItem(1)]
        let batch = Changeset(from: old, to: new).collectionUpdate(inSection: 3)
        #expect(
            batch
                == BatchUpdate(
                    reconfigures: [IndexPath(item: 0, section: 3)],
                    moves: [
                        ItemMove(from: IndexPath(item: 2, section: 3), to: IndexPath(item: 0, section: 3))
                    ]))
    }

    @Test(arguments: [DuplicatePolicy.keepFirst, .keepLast])
    func everyRandomChangesetPassesBatchValidationAndYieldsTheNewItems(policy: DuplicatePolicy) throws {
        var generator = SplitMix64(seed: policy == .keepFirst ? 41 : 42)
        for _ in 0..<3_000 {
            let sample = RandomDiffCase(using: &generator)
            let (old, new) = (sample.old, sample.new)
            let batch = Changeset(from: old, to: new, duplicates: policy).collectionUpdate()

            #expect(throws: Never.self, "\(sample)") {
                try batch.validate(countsBefore: [old.count], countsAfter: [new.count])
            }
            #expect(batch.reloads.isEmpty)
            #expect(Set(batch.deletes.map(\.section) + batch.inserts.map(\.section)).isSubset(of: [0]))
            let moved = BatchUpdateChecker.applyingBatch(
                deletes: batch.deletes.map(\.item),
                inserts: batch.inserts.map(\.item),
                moves: batch.moves.map { Changeset.Move(from: $0.source.item, to: $0.target.item) },
                to: old,
                new: new
            )
            var result = moved
            for path in batch.reconfigures { result[path.item] = new[path.item] }
            try #require(result == new, "\(sample)")
            // Reconfigures are exactly the positions the moves left stale: none wasted, none missing.
            let stale = moved.indices.filter { moved[$0] != new[$0] }
            #expect(stale == batch.reconfigures.map(\.item).sorted(), "\(sample)")
        }
    }
}
