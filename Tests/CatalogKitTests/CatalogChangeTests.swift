import CatalogFixtures
import Foundation
import Relay
import TestSupport
import Testing

@testable import CatalogKit

@Suite struct CatalogChangeTests {
    let catalog = SmallCatalog.catalog()

    @Test func aChangeLeavesTheOldSnapshotUnchangedAndCopiesOneChunk() throws {
        let price = Money(minorUnits: 900, currency: .jpy)
        let changed = try catalog.applying(.setPrice(productID: "p-3", price: price))
        #expect(try catalog.product(id: "p-3").price.minorUnits == 1_200)
        #expect(try changed.product(id: "p-3").price == price)
        #expect(
            changed.productSlots.statistics.chunksCopied - catalog.productSlots.statistics.chunksCopied == 1)
        #expect(changed.noteSlots.statistics.chunksCopied == catalog.noteSlots.statistics.chunksCopied)
    }

    @Test func addingANoteCopiesOneNoteChunkAndSortsItAmongItsProductsNotes() throws {
        let note = SmallCatalog.note("n-3", about: ["p-1", "p-2", "p-1", "p-404"], daysBeforeNow: 10)
        let changed = try catalog.applying(.addNote(note))
        #expect(changed.noteSlots.statistics.chunksCopied - catalog.noteSlots.statistics.chunksCopied == 1)
        #expect(changed.productSlots.statistics.chunksCopied == catalog.productSlots.statistics.chunksCopied)
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
        #expect(
            catalog.applying([.setStock(productID: "p-4", stock: 0)]).delta == CatalogDelta(products: ["p-4"])
        )
        #expect(
            catalog.applying([.addNote(note)]).delta
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

/// Every kind of change, at random and in batches, against the same catalog built from scratch
/// from the products and notes the changes ended with: the incremental indexes (group members,
/// notes by product, the id index with its removed entries) answer every query alike.
@Suite struct CatalogIncrementalEqualsFromScratchTests {
    private static let ids = (1...14).map { "p-\($0)" }

    private static func product(_ id: String, random: inout SplitMix64) -> Product {
        var product = SmallCatalog.product(id, price: Int(random.next() % 5_000))
        product.shopID = ["shop-a", "shop-b", "shop-c"][Int(random.next() % 3)]
        product.category = ["coffee", "tea"][Int(random.next() % 2)]
        product.relatedProductIDs = (0..<Int(random.next() % 3)).map { _ in
            (ids + ["p-missing"])[Int(random.next() % UInt64(ids.count + 1))]
        }
        return product
    }

    private static func note(_ number: Int, random: inout SplitMix64) -> Note {
        var note = SmallCatalog.note(
            "n-\(number)",
            about: (0..<(1 + Int(random.next() % 3))).map { _ in ids[Int(random.next() % 14)] },
            daysBeforeNow: Int(random.next() % 5))
        if random.next() % 5 == 0 { note.productIDs.append("p-missing") }
        return note
    }

    private static func randomChange(in catalog: Catalog, random: inout SplitMix64) -> CatalogChange {
        let id = ids[Int(random.next() % UInt64(ids.count))]
        let noteNumber = Int(random.next() % 12)
        switch random.next() % 7 {
        case 0: return .setPriceAmount(productID: id, minorUnits: Int(random.next() % 9_000))
        case 1: return .setStock(productID: id, stock: Int(random.next() % 9))
        case 2, 3: return .upsertProduct(product(id, random: &random))
        case 4: return .removeProduct(id: id)
        case 5: return .upsertNote(note(noteNumber, random: &random))
        default: return .removeNote(id: "n-\(noteNumber)")
        }
    }

    private static func expectSameAnswers(_ catalog: Catalog, _ rebuilt: Catalog, _ context: String) {
        #expect(catalog.products.map(\.id) == rebuilt.products.map(\.id), "\(context)")
        #expect(catalog.notes.map(\.id) == rebuilt.notes.map(\.id), "\(context)")
        #expect(catalog.warnings == rebuilt.warnings, "\(context)")
        for id in ids + ["p-missing"] {
            #expect(catalog.contains(productID: id) == rebuilt.contains(productID: id), "\(context) \(id)")
            #expect(
                (try? catalog.products(relatedTo: id, limit: 20).map(\.id))
                    == (try? rebuilt.products(relatedTo: id, limit: 20).map(\.id)), "\(context) related \(id)"
            )
            #expect(
                (try? catalog.notes(about: id, limit: 20).map(\.id))
                    == (try? rebuilt.notes(about: id, limit: 20).map(\.id)), "\(context) notes \(id)")
        }
        for group in ["shop-a", "shop-b", "shop-c"].map(ProductGroup.shop)
            + ["coffee", "tea"].map(ProductGroup.category)
        {
            #expect(catalog.productIDs(in: group) == rebuilt.productIDs(in: group), "\(context) \(group)")
        }
    }

    @Test(arguments: 0..<4)
    func randomBatchesAnswerAsTheCatalogBuiltFromScratch(seed: UInt64) throws {
        var random = SplitMix64(seed: 0xCA7A_1060 &+ seed)
        var catalog = try Catalog(
            products: Self.ids.prefix(10).map { Self.product($0, random: &random) },
            notes: (0..<6).map { Self.note($0, random: &random) })
        for batch in 0..<TestScale.size(full: 400, small: 40) {
            let changes = (0..<(1 + Int(random.next() % 6))).map { _ in
                Self.randomChange(in: catalog, random: &random)
            }
            let applied = catalog.applying(changes)
            // Each rejection is a change that really could not be made.
            for rejection in applied.rejections {
                switch changes[rejection.index] {
                case .removeProduct, .removeNote, .setPriceAmount, .setStock: break
                default: Issue.record("rejected \(changes[rejection.index]): \(rejection.error)")
                }
            }
            catalog = applied.catalog
            let rebuilt = try Catalog(products: Array(catalog.products), notes: Array(catalog.notes))
            Self.expectSameAnswers(catalog, rebuilt, "seed \(seed), batch \(batch), \(changes)")
        }
    }

    @Test func aBatchIsOneCatalogWhoseDeltaNamesEveryChangeAndWhoseRejectionsAreSkipped() throws {
        let catalog = SmallCatalog.catalog()
        var moved = try catalog.product(id: "p-5")
        moved.shopID = "shop-z"
        let applied = catalog.applying([
            .setStock(productID: "p-2", stock: 0),
            .removeProduct(id: "p-404"),
            .upsertProduct(moved),
            .removeNote(id: "n-1"),
            .setStock(productID: "p-3", stock: -1),
        ])
        #expect(applied.rejections.map(\.index) == [1, 4])
        #expect(try applied.catalog.product(id: "p-2").stock == 0)
        #expect(applied.catalog.productIDs(in: .shop("shop-z")) == ["p-5"])
        #expect(!applied.catalog.productIDs(in: .shop("shop-a")).contains("p-5"))
        #expect(applied.catalog.note(id: "n-1") == nil)
        #expect(
            applied.delta
                == CatalogDelta(
                    products: ["p-2", "p-5"], notes: ["n-1"], productsWithChangedNotes: ["p-1"],
                    groups: [.shop("shop-a"), .shop("shop-z")]))
    }

    @Test func aRemovedProductComesBackInItsPlaceWithItsNotes() throws {
        let catalog = SmallCatalog.catalog()
        let original = try catalog.product(id: "p-1")
        let removed = try catalog.applying(.removeProduct(id: "p-1"))
        #expect(!removed.contains(productID: "p-1"))
        #expect(throws: CatalogError.self) { try removed.notes(about: "p-1", limit: 5) }
        #expect(removed.products.count == catalog.products.count - 1)
        let back = try removed.applying(.upsertProduct(original))
        #expect(back.products.map(\.id) == catalog.products.map(\.id))
        #expect(try back.notes(about: "p-1", limit: 5).map(\.id) == ["n-1", "n-2"])
    }

    @Test func aNewProductShowsTheNotesThatAlreadyNamedIt() throws {
        var notes = SmallCatalog.notes
        notes.append(SmallCatalog.note("n-early", about: ["p-new"], daysBeforeNow: 4))
        let catalog = try Catalog(products: SmallCatalog.products, notes: notes)
        let added = try catalog.applying(.upsertProduct(SmallCatalog.product("p-new")))
        #expect(try added.notes(about: "p-new", limit: 5).map(\.id) == ["n-early"])
        #expect(added.products.last?.id == "p-new")
    }
}
