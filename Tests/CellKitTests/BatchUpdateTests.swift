import Testing

@testable import CellKit

@Suite struct BatchUpdateTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    private func violation(of batch: BatchUpdate, before: [Int], after: [Int]) -> BatchViolation? {
        do {
            try batch.validate(countsBefore: before, countsAfter: after)
            return nil
        } catch {
            guard case .invalidBatchUpdate(let violation, _) = error else { return nil }
            return violation
        }
    }

    @Test func aConsistentBatchIsValid() throws {
        let batch = BatchUpdate(
            deletes: [path(1)], inserts: [path(0), path(5)], reloads: [path(2)], reconfigures: [path(3)],
            moves: [ItemMove(from: path(4), to: path(6))])
        try batch.validate(countsBefore: [10], countsAfter: [11])
    }

    @Test func aMovedItemMayBeReconfiguredAtItsNewIndex() throws {
        let batch = BatchUpdate(reconfigures: [path(0)], moves: [ItemMove(from: path(3), to: path(0))])
        try batch.validate(countsBefore: [4], countsAfter: [4])
    }

    @Test func countMismatchIsRejected() {
        let batch = BatchUpdate(inserts: [path(0)])
        #expect(
            violation(of: batch, before: [3], after: [3])
                == .countMismatch(
                    section: 0, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0, after: 3))
    }

    @Test func crossSectionMovesCountInBothSections() throws {
        let batch = BatchUpdate(moves: [ItemMove(from: path(0, 0), to: path(2, 1))])
        try batch.validate(countsBefore: [2, 2], countsAfter: [1, 3])
        #expect(violation(of: batch, before: [2, 2], after: [2, 2]) != nil)
    }

    @Test func sectionCountChangeIsRejected() {
        #expect(
            violation(of: BatchUpdate(), before: [1], after: [1, 0])
                == .sectionCountChanged(before: 1, after: 2))
    }

    @Test func sectionOutOfRangeIsRejected() {
        #expect(
            violation(of: BatchUpdate(deletes: [path(0, 3)]), before: [1], after: [0])
                == .sectionOutOfRange(.delete, path(0, 3), sectionCount: 1))
    }

    @Test func oldIndexesAreCheckedAgainstTheCountBefore() {
        #expect(
            violation(of: BatchUpdate(deletes: [path(3)]), before: [3], after: [2])
                == .itemOutOfRange(.delete, path(3), count: 3))
        #expect(
            violation(of: BatchUpdate(reloads: [path(-1)]), before: [3], after: [3])
                == .itemOutOfRange(.reload, path(-1), count: 3))
    }

    @Test func newIndexesAreCheckedAgainstTheCountAfter() {
        #expect(
            violation(of: BatchUpdate(inserts: [path(4)]), before: [3], after: [4])
                == .itemOutOfRange(.insert, path(4), count: 4))
        #expect(
            violation(of: BatchUpdate(moves: [ItemMove(from: path(0), to: path(3))]), before: [3], after: [3])
                == .itemOutOfRange(.moveTarget, path(3), count: 3))
    }

    @Test func duplicatesAreRejected() {
        #expect(
            violation(of: BatchUpdate(deletes: [path(1), path(1)]), before: [3], after: [1])
                == .duplicateIndex(.delete, path(1)))
        #expect(
            violation(of: BatchUpdate(inserts: [path(0), path(0)]), before: [0], after: [2])
                == .duplicateIndex(.insert, path(0)))
    }

    @Test func conflictingRolesAreRejected() {
        #expect(
            violation(
                of: BatchUpdate(deletes: [path(1)], moves: [ItemMove(from: path(1), to: path(0))]),
                before: [3], after: [2])
                == .conflictingOperations(.delete, .moveSource, path(1)))
        #expect(
            violation(of: BatchUpdate(deletes: [path(1)], reloads: [path(1)]), before: [3], after: [2])
                == .conflictingOperations(.delete, .reload, path(1)))
        #expect(
            violation(of: BatchUpdate(inserts: [path(0)], reconfigures: [path(0)]), before: [1], after: [2])
                == .conflictingOperations(.insert, .reconfigure, path(0)))
        #expect(
            violation(
                of: BatchUpdate(inserts: [path(0)], moves: [ItemMove(from: path(1), to: path(0))]),
                before: [2], after: [3])
                == .conflictingOperations(.insert, .moveTarget, path(0)))
    }

    @Test func theErrorDumpsTheBatchReadably() {
        let batch = BatchUpdate(
            deletes: [path(2)], inserts: [path(0)], moves: [ItemMove(from: path(1), to: path(2))])
        let error = #expect(throws: CellKitError.self) {
            try batch.validate(countsBefore: [3], countsAfter: [4])
        }
        let text = error.map { "\($0)" } ?? ""
        #expect(
            text.contains("section 0 has 4 items after the update, but 3 before + 1 inserted - 1 deleted"))
        #expect(text.contains("counts: [3] -> [4]"))
        #expect(text.contains("deletes: [0.2]"))
        #expect(text.contains("moves: [0.1 -> 0.2]"))
        #expect(text.contains("nothing was changed"))
    }
}
