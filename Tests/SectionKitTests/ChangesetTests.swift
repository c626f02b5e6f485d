import Relay
import SectionKit
import TestSupport
import Testing

@Suite struct ChangesetTests {
    private func items(_ ids: [Int]) -> [TestItem] {
        ids.map { TestItem($0) }
    }

    @Test func rotatingFirstItemToEndIsExactlyOneMove() {
        let changes = Changeset(from: items([0, 1, 2, 3, 4]), to: items([1, 2, 3, 4, 0]))
        #expect(changes == Changeset(moves: [Changeset.Move(from: 0, to: 4)]))
    }

    @Test func rotatingLastItemToFrontIsExactlyOneMove() {
        let changes = Changeset(from: items([0, 1, 2, 3, 4]), to: items([4, 0, 1, 2, 3]))
        #expect(changes == Changeset(moves: [Changeset.Move(from: 4, to: 0)]))
    }

    @Test func movedAndChangedItemIsOneMovePlusOneUpdateAtItsNewIndex() {
        let old = items([0, 1, 2, 3])
        let new = [TestItem(1), TestItem(2), TestItem(3), TestItem(0, revision: 1)]
        let changes = Changeset(from: old, to: new)
        #expect(changes == Changeset(moves: [Changeset.Move(from: 0, to: 3)], updates: [3]))
    }

    @Test func contentChangeInPlaceIsAnUpdateWithoutMove() {
        let new = [TestItem(0), TestItem(1, revision: 2), TestItem(2)]
        #expect(Changeset(from: items([0, 1, 2]), to: new) == Changeset(updates: [1]))
    }

    @Test func unchangedListYieldsEmptyChangeset() {
        let old = items(Array(0..<100))
        let changes = Changeset(from: old, to: old.map { $0 })
        #expect(changes.isEmpty)
        #expect(changes == Changeset())
    }

    @Test func appendedItemsAreInsertsOnly() {
        let changes = Changeset(from: items([0, 1, 2]), to: items([0, 1, 2, 3, 4]))
        #expect(changes == Changeset(inserts: [3, 4]))
    }

    @Test func itemsRemovedFromTheMiddleAreDeletesAtOldIndexes() {
        let changes = Changeset(from: items([0, 1, 2, 3, 4]), to: items([0, 3, 4]))
        #expect(changes == Changeset(deletes: [1, 2]))
    }

    @Test func emptyOldListInsertsEverything() {
        #expect(Changeset(from: [], to: items([7, 8])) == Changeset(inserts: [0, 1]))
    }

    @Test func emptyNewListDeletesEverything() {
        #expect(Changeset(from: items([7, 8]), to: []) == Changeset(deletes: [0, 1]))
    }

    @Test func nonEmptyChangesetIsNotEmpty() {
        #expect(!Changeset(inserts: [0]).isEmpty)
        #expect(!Changeset(updates: [0]).isEmpty)
    }

    @Test func explicitIdentityAndContentClosuresDecideMatching() {
        struct Row {
            let key: String
            let title: String
            let tapCount: Int
        }
        let old = [Row(key: "a", title: "A", tapCount: 0), Row(key: "b", title: "B", tapCount: 0)]
        let new = [Row(key: "b", title: "B", tapCount: 5), Row(key: "a", title: "A2", tapCount: 0)]
        let changes = Changeset(from: old, to: new, identifiedBy: \.key) { $0.title == $1.title }
        #expect(changes == Changeset(moves: [Changeset.Move(from: 1, to: 0)], updates: [1]))
    }

    @Test(arguments: [DuplicatePolicy.keepFirst, .keepLast])
    func applyingChangesetToOldListYieldsNewList(policy: DuplicatePolicy) throws {
        var generator = SplitMix64(seed: policy == .keepFirst ? 1 : 2)
        for _ in 0..<TestScale.size(full: 3_000, small: 500) {
            let sample = RandomDiffCase(using: &generator)
            let (old, new) = (sample.old, sample.new)
            let changes = Changeset(from: old, to: new, duplicates: policy)

            let violations = BatchUpdateChecker.violations(
                of: changes, oldCount: old.count, newCount: new.count)
            try #require(violations.isEmpty, "\(violations) for \(sample)")
            let moved = BatchUpdateChecker.applyingMoves(changes, to: old, new: new)
            #expect(changes.updates.allSatisfy { moved[$0] != new[$0] }, "needless update in \(sample)")
            #expect(BatchUpdateChecker.applying(changes, to: old, new: new) == new, "\(sample)")

            #expect(changes.isEmpty == (old == new), "\(sample)")
            for duplicate in changes.duplicates {
                #expect(Set(duplicate.oldIndexes).isSubset(of: changes.deletes), "\(sample)")
                #expect(Set(duplicate.newIndexes).isSubset(of: changes.inserts), "\(sample)")
            }
        }
    }

    @Test func movesAreMinimalForRandomListsWithUniqueIdentities() {
        var generator = SplitMix64(seed: 3)
        var checked = 0
        while checked < TestScale.size(full: 3_000, small: 500) {
            let sample = RandomDiffCase(using: &generator)
            guard sample.kind != .duplicates else {
                continue
            }
            let changes = Changeset(from: sample.old, to: sample.new)
            let oldIndexByID = Dictionary(uniqueKeysWithValues: sample.old.enumerated().map { ($1.id, $0) })
            let survivorsOldIndexes = sample.new.compactMap { oldIndexByID[$0.id] }
            let stationary = BatchUpdateChecker.longestIncreasingSubsequenceLength(survivorsOldIndexes)
            #expect(changes.moves.count == survivorsOldIndexes.count - stationary, "\(sample)")
            checked += 1
        }
    }

    @Test func largeListWithScatteredChangesAppliesExactly() throws {
        let count = TestScale.size(full: 20_000, small: 2_000)
        var generator = SplitMix64(seed: 0xB16)
        let old = items(Array(0..<count))
        var new = old
        for step in 0..<count / 100 {
            new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            new.insert(TestItem(count + step), at: Int.random(in: 0...new.count, using: &generator))
            let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
            new[Int.random(in: 0..<new.count, using: &generator)].revision += 1
        }
        let changes = Changeset(from: old, to: new)
        let violations = BatchUpdateChecker.violations(of: changes, oldCount: old.count, newCount: new.count)
        try #require(violations.isEmpty, "\(violations)")
        #expect(BatchUpdateChecker.applying(changes, to: old, new: new) == new)
        #expect(changes.moves.count <= count / 100)
    }
}
