import CatalogFixtures
import Foundation
import Testing

@testable import CatalogKit

@Suite struct CatalogChangeTests {
    let catalog = SmallCatalog.catalog()

    @Test func aChangeLeavesTheOldSnapshotUnchangedAndCopiesOneChunk() throws {
        let price = Money(minorUnits: 900, currency: .jpy)
        let changed = try catalog.applying(.setPrice(productID: "p-3", price: price))
        #expect(try catalog.product(id: "p-3").price.minorUnits == 1_200)
        #expect(try changed.product(id: "p-3").price == price)
        #expect(changed.products.statistics.chunksCopied - catalog.products.statistics.chunksCopied == 1)
        #expect(changed.notes.statistics.chunksCopied == catalog.notes.statistics.chunksCopied)
    }

    @Test func addingANoteCopiesOneNoteChunkAndSortsItAmongItsProductsNotes() throws {
        let note = SmallCatalog.note("n-3", about: ["p-1", "p-2", "p-1", "p-404"], daysBeforeNow: 10)
        let changed = try catalog.applying(.addNote(note))
        #expect(changed.notes.statistics.chunksCopied - catalog.notes.statistics.chunksCopied == 1)
        #expect(changed.products.statistics.chunksCopied == catalog.products.statistics.chunksCopied)
        #expect(try changed.notes(about: "p-1", limit: 5).map(\.id) == ["n-1", "n-3", "n-2"])
        #expect(try changed.notes(about: "p-2", limit: 5).map(\.id) == ["n-3"])
        #expect(try catalog.notes(about: "p-1", limit: 5).map(\.id) == ["n-1", "n-2"])
        #expect(changed.note(id: "n-3") == note)
        #expect(changed.warnings.count == catalog.warnings.count + 1)
        #expect(changed.warnings.last?.description.contains("p-404") == true)
    }

    @Test func changesThatCannotBeMadeAreErrorsNotTraps() {
        #expect(throws: CatalogError.self) {
            try catalog.applying(.addNote(SmallCatalog.note("n-1", daysBeforeNow: 1)))
        }
        #expect(throws: CatalogError.self) { try catalog.applying(.setStock(productID: "p-1", stock: -1)) }
        #expect(throws: CatalogError.self) {
            try catalog.applying(.setPrice(productID: "p-1", price: Money(minorUnits: -5, currency: .jpy)))
        }
        #expect(throws: CatalogError.self) { try catalog.applying(.setStock(productID: "p-404", stock: 1)) }
    }

    @Test func aChangeKnowsItsDelta() {
        let note = SmallCatalog.note("n-9", about: ["p-2", "p-5"], daysBeforeNow: 1)
        #expect(CatalogChange.setStock(productID: "p-4", stock: 0).delta == CatalogDelta(products: ["p-4"]))
        #expect(
            CatalogChange.addNote(note).delta
                == CatalogDelta(notes: ["n-9"], productsWithChangedNotes: ["p-2", "p-5"]))
    }

    @Test func aReloadsDeltaNamesWhatChangedAndNothingElse() throws {
        var products = SmallCatalog.products
        products[2].price = Money(minorUnits: 5_000, currency: .jpy)  // p-3 edited
        products[4].category = "tea"  // p-5 moves from coffee to tea
        products.remove(at: 5)  // p-6 removed
        products.append(SmallCatalog.product("p-7"))  // p-7 added
        var notes = SmallCatalog.notes
        notes[1].title = "Edited"  // n-2 edited (about p-1)
        let reloaded = try Catalog(products: products, notes: notes)
        let delta = reloaded.delta(from: catalog)
        #expect(delta.products == ["p-3", "p-5", "p-6", "p-7"])
        #expect(delta.notes == ["n-2"])
        #expect(delta.productsWithChangedNotes == ["p-1"])
        #expect(delta.groups == [.category("coffee"), .category("tea"), .shop("shop-a")])
        #expect(catalog.delta(from: catalog).isEmpty)
    }
}
