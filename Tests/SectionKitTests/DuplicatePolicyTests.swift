import SectionKit
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
}
