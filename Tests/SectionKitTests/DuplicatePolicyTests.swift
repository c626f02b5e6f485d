import Relay
import SectionKit
import TestSupport
import Testing

@Suite struct DuplicatePolicyTests {
    private let old = [TestItem(1), TestItem(2), TestItem(1, revision: 1)]
    private let new = [TestItem(2), TestItem(1)]

    @Test func keepFirstDeletesLaterOldOccurrencesAndReportsThem() {
        let changes = Changeset(from: old, to: new, duplicates: .keepFirst)
        #expect(changes.deletes == [2])
        #expect(changes.moves.count == 1)
        #expect(changes.updates.isEmpty)
        #expect(changes.duplicates == [Changeset.Duplicate(id: "1", oldIndexes: [2], newIndexes: [])])
    }

    @Test func keepLastDeletesEarlierOldOccurrencesAndReportsThem() {
        let changes = Changeset(from: old, to: new, duplicates: .keepLast)
        let report = Changeset.Duplicate(id: "1", oldIndexes: [0], newIndexes: [])
        #expect(changes == Changeset(deletes: [0], updates: [1], duplicates: [report]))
    }

    @Test func keepFirstInsertsLaterNewOccurrencesAndReportsThem() {
        let new = [TestItem(1, revision: 1), TestItem(2), TestItem(1, revision: 2)]
        let changes = Changeset(from: [TestItem(1), TestItem(2)], to: new, duplicates: .keepFirst)
        let report = Changeset.Duplicate(id: "1", oldIndexes: [], newIndexes: [2])
        #expect(changes == Changeset(inserts: [2], updates: [0], duplicates: [report]))
    }

    @Test func keepLastInsertsEarlierNewOccurrencesAndReportsThem() {
        let new = [TestItem(1, revision: 1), TestItem(2), TestItem(1, revision: 2)]
        let changes = Changeset(from: [TestItem(1), TestItem(2)], to: new, duplicates: .keepLast)
        let report = Changeset.Duplicate(id: "1", oldIndexes: [], newIndexes: [0])
        #expect(changes.inserts == [0])
        #expect(changes.updates == [2])
        #expect(changes.duplicates == [report])
    }

    @Test func duplicatesAmongNewIdentitiesAreReported() {
        let new = [TestItem(1), TestItem(5), TestItem(5, revision: 1), TestItem(5, revision: 2)]
        let changes = Changeset(from: [TestItem(1)], to: new)
        let report = Changeset.Duplicate(id: "5", oldIndexes: [], newIndexes: [2, 3])
        #expect(changes == Changeset(inserts: [1, 2, 3], duplicates: [report]))
    }

    @Test func reportGroupsEachIdentityOnceInOrderOfFirstDrop() {
        let old = [TestItem(7), TestItem(8), TestItem(8), TestItem(7), TestItem(9)]
        let new = [TestItem(9), TestItem(7), TestItem(8), TestItem(7)]
        let changes = Changeset(from: old, to: new)
        #expect(
            changes.duplicates == [
                Changeset.Duplicate(id: "8", oldIndexes: [2], newIndexes: []),
                Changeset.Duplicate(id: "7", oldIndexes: [3], newIndexes: [3]),
            ]
        )
    }

    @Test func repeatedIdentitiesInUnchangedListAreMatchedByPosition() {
        let list = [TestItem(1), TestItem(1), TestItem(2)]
        #expect(Changeset(from: list, to: list.map { $0 }).isEmpty)
    }

    @Test func repeatsOnlyWithinTheUnchangedPrefixAreNotReportedAgain() {
        let old = [TestItem(1), TestItem(1), TestItem(2)]
        #expect(Changeset(from: old, to: old + [TestItem(3)]) == Changeset(inserts: [3]))
    }

    @Test func keepFirstInsertsARepeatOfAnUnchangedPrefixItemAndReportsIt() {
        let old = [TestItem(1), TestItem(2), TestItem(3)]
        let changes = Changeset(from: old, to: old + [TestItem(1, revision: 1)], duplicates: .keepFirst)
        let report = Changeset.Duplicate(id: "1", oldIndexes: [], newIndexes: [3])
        #expect(changes == Changeset(inserts: [3], duplicates: [report]))
    }

    @Test func keepLastMovesTheMatchToARepeatAfterTheUnchangedPrefix() {
        let old = [TestItem(1), TestItem(2), TestItem(3)]
        let changes = Changeset(from: old, to: old + [TestItem(1, revision: 1)], duplicates: .keepLast)
        let report = Changeset.Duplicate(id: "1", oldIndexes: [], newIndexes: [0])
        #expect(
            changes
                == Changeset(
                    inserts: [0], moves: [Changeset.Move(from: 0, to: 3)], updates: [3], duplicates: [report])
        )
    }

    @Test func aRepeatOfAnUnchangedSuffixItemIsReported() {
        let old = [TestItem(1), TestItem(2), TestItem(3)]
        let new = [TestItem(4), TestItem(3, revision: 1)] + old
        let changes = Changeset(from: old, to: new, duplicates: .keepFirst)
        #expect(changes.duplicates == [Changeset.Duplicate(id: "3", oldIndexes: [], newIndexes: [4])])
        #expect(BatchUpdateChecker.applying(changes, to: old, new: new) == new)
    }

    @Test func aDeletedRepeatOfAnUnchangedPrefixItemIsReported() {
        let old = [TestItem(1), TestItem(2), TestItem(1, revision: 1), TestItem(3)]
        let new = [TestItem(1), TestItem(2), TestItem(3)]
        let changes = Changeset(from: old, to: new, duplicates: .keepFirst)
        #expect(
            changes
                == Changeset(
                    deletes: [2], duplicates: [Changeset.Duplicate(id: "1", oldIndexes: [2], newIndexes: [])])
        )
    }

    /// Wherever its other occurrences are (in the unchanged prefix and suffix too), an identity
    /// that a changed item repeats has every occurrence but the one the policy keeps reported.
    @Test(arguments: [DuplicatePolicy.keepFirst, .keepLast])
    func everyRepeatOfAChangedItemIsReported(policy: DuplicatePolicy) {
        var generator = SplitMix64(seed: policy == .keepFirst ? 0xD0B1 : 0xD0B2)
        for _ in 0..<TestScale.size(full: 5_000, small: 500) {
            let sample = RandomDiffCase(kind: .duplicates, using: &generator)
            let (old, new) = (sample.old, sample.new)
            let changes = Changeset(from: old, to: new, duplicates: policy)
            var prefix = 0
            while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(old.count, new.count) - prefix
                && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
            {
                suffix += 1
            }
            let reported = Dictionary(uniqueKeysWithValues: changes.duplicates.map { ($0.id, $0) })
            for (list, changedRange, isOld) in [
                (old, prefix..<(old.count - suffix), true), (new, prefix..<(new.count - suffix), false),
            ] {
                let occurrences = Dictionary(grouping: list.indices, by: { list[$0].id })
                for (id, indexes) in occurrences
                where indexes.count > 1 && indexes.contains(where: changedRange.contains) {
                    let dropped =
                        policy == .keepFirst ? Array(indexes.dropFirst()) : Array(indexes.dropLast())
                    let report = reported[String(id)]
                    #expect(
                        (isOld ? report?.oldIndexes : report?.newIndexes) == dropped, "id \(id) in \(sample)")
                }
            }
        }
    }
}
