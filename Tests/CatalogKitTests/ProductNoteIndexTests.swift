import Foundation
import Relay
import Testing

@testable import CatalogKit

@Suite struct ProductNoteIndexTests {
    /// Notes about 300 products, a few with many notes (past the insertion-sort cutoff),
    /// dates drawn from a small set so that ties are common, some ids repeated in a note and
    /// some missing: every product's notes are newest first, ties in file order, each note
    /// once, whether the lookups were split in one part or three.
    @Test func everyProductsNotesAreNewestFirstWithTiesInFileOrder() {
        var generator = SplitMix64(seed: 21)
        let productCount = 300
        let productIDs = (0..<productCount).map { "p-\($0)" }
        let table = PositionTable(productIDs)
        let notes = (0..<3_000).map { index -> Note in
            // Products 0 and 299 (one in each half) get many notes.
            let hot = index % 7 == 0 ? [productIDs[0], productIDs[299]] : []
            let picked = (0..<Int(generator.next() % 4)).map { _ in
                Int(generator.next() % 320) < productCount
                    ? productIDs[Int(generator.next() % UInt64(productCount))] : "missing-\(index)"
            }
            let ids = hot + picked + (picked.first.map { [$0] } ?? [])
            return Note(
                id: "n-\(index)", title: "", editor: "",
                publishedAt: Date(timeIntervalSince1970: Double(generator.next() % 20) * 86_400),
                productIDs: ids, shopID: "s", summary: "")
        }
        var expected = [[Int]](repeating: [], count: productCount)
        for (index, note) in notes.enumerated() {
            for product in Set(note.productIDs).compactMap({ table[$0] }) { expected[product].append(index) }
        }
        for product in expected.indices {
            expected[product].sort { first, second in
                notes[first].publishedAt != notes[second].publishedAt
                    ? notes[first].publishedAt > notes[second].publishedAt : first < second
            }
        }
        #expect(expected[0].count > 16 && expected[299].count > 16)
        for cuts in [[0, notes.count], [0, 1_000, 1_001, notes.count]] {
            let parts = zip(cuts, cuts.dropFirst()).map { start, end in
                ProductNoteIndex.references(
                    of: notes, in: start..<end, productCount: productCount, productIndexByID: table)
            }
            let index = ProductNoteIndex(notes: notes, productCount: productCount, references: parts)
            for product in 0..<productCount where index.notes(ofProductAt: product) != expected[product] {
                Issue.record(
                    "product \(product): \(index.notes(ofProductAt: product)) != \(expected[product])")
            }
        }
    }
}
