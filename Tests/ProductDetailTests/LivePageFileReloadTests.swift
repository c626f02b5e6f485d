import CatalogFixtures
import CatalogKit
import Foundation
import Relay
import RelayTesting
import SectionKit
import TestSupport
import Testing

@testable import ProductDetail

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Incremental equals from scratch, as the user sees it: live pages on a repository whose
/// data files take seeded random edits (in place, renamed over, products inserted, removed
/// and moved in the middle, notes added, edited and removed) show, after every reload, the
/// page a fresh load of the final files gives.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct LivePageFileReloadTests {
    /// The products whose pages are live; edits never remove them.
    static let shown = ["p-0", "p-1"]

    private static func product(_ number: Int, count: Int, random: inout SplitMix64) -> Product {
        var product = SmallCatalog.product("p-\(number)", price: 100 + Int(random.next() % 20_000))
        product.stock = Int(random.next() % 12)
        product.relatedProductIDs = (0..<Int(random.next() % 6)).map { _ in
            "p-\(random.next() % UInt64(count))"
        }
        return product
    }

    private static func note(_ number: Int, random: inout SplitMix64) -> Note {
        var note = SmallCatalog.note(
            "n-\(number)", about: [shown[Int(random.next() % 2)]], daysBeforeNow: Int(random.next() % 30))
        note.title = "Note \(number) v\(random.next() % 100)"
        return note
    }

    private static func write(
        products: [Product], notes: [Note], to directory: TemporaryDirectory, renaming: Bool
    ) throws {
        let encoder = CatalogEncoder()
        for (name, text) in [
            ("products.json", encoder.productsJSON(products)), ("notes.json", encoder.notesJSON(notes)),
        ] {
            guard renaming else {
                try directory.write(text, to: name)
                continue
            }
            try directory.write(text, to: name + ".next")
            guard rename(directory.file(name + ".next"), directory.file(name)) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
    }

    /// The pages of `shown` from a fresh load of the files in `directory`.
    private static func freshPages(of directory: TemporaryDirectory) -> [DetailPage] {
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let viewModels = shown.map {
            ProductDetailViewModel(
                productID: $0, repository: repository, scheduler: scheduler, now: FixedClock.now)
        }
        scheduler.advance(by: 10)
        return viewModels.map(\.page)
    }

    @Test(arguments: 0..<2)
    func aLivePageOnEditedFilesIsThePageAFreshLoadGives(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x9A6E_0000 &+ seed)
        let directory = try TemporaryDirectory()
        let count = TestScale.size(full: 400, small: 60)
        var products = (0..<count).map { Self.product($0, count: count, random: &random) }
        // The shown products relate to products all over the file.
        for index in 0..<2 {
            products[index].relatedProductIDs = (0..<8).map { _ in "p-\(random.next() % UInt64(count))" }
        }
        var nextProduct = count
        var notes = (0..<6).map { Self.note($0, random: &random) }
        var nextNote = notes.count
        try Self.write(products: products, notes: notes, to: directory, renaming: false)
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let live = Self.shown.map {
            ProductDetailViewModel(
                productID: $0, repository: repository, scheduler: scheduler, now: FixedClock.now)
        }
        scheduler.advance(by: 10)
        #expect(live.map(\.page) == Self.freshPages(of: directory), "the first load")

        for step in 0..<TestScale.size(full: 80, small: 14) {
            // A product other than the shown ones, half the time one the first page relates to.
            let related = products[0].relatedProductIDs.compactMap { id in
                products.firstIndex { $0.id == id && !Self.shown.contains(id) }
            }
            let other =
                !related.isEmpty && random.next() % 2 == 0
                ? related[Int(random.next() % UInt64(related.count))]
                : 2 + Int(random.next() % UInt64(products.count - 2))
            var edit: String
            switch random.next() % 8 {
            case 0:
                products[other].price.minorUnits = Int(random.next() % 50_000)
                edit = "price of \(products[other].id)"
            case 1:
                products[other].stock = Int(random.next() % 4)
                products[other].name = "Renamed \(step)"
                edit = "stock and name of \(products[other].id)"
            case 2:
                let index = Int(random.next() % UInt64(products.count + 1))
                products.insert(Self.product(nextProduct, count: count, random: &random), at: index)
                products[Int(random.next() % 2)].relatedProductIDs.append("p-\(nextProduct)")
                nextProduct += 1
                edit = "a related product inserted at \(index)"
            case 3:
                let removed = products.remove(at: other)
                edit = "\(removed.id) removed"
                if random.next() % 2 == 0 {
                    products.insert(removed, at: 2 + Int(random.next() % UInt64(products.count - 1)))
                    edit = "\(removed.id) moved"
                }
            case 4:
                notes.insert(
                    Self.note(nextNote, random: &random), at: Int(random.next() % UInt64(notes.count + 1)))
                nextNote += 1
                edit = "a note inserted"
            case 5:
                if !notes.isEmpty {
                    let index = Int(random.next() % UInt64(notes.count))
                    if random.next() % 2 == 0 {
                        notes.remove(at: index)
                        edit = "a note removed"
                    } else {
                        notes[index].title = "Edited \(step)"
                        edit = "a note edited"
                    }
                } else {
                    edit = "nothing (no notes)"
                }
            case 6:
                products[Int(random.next() % 2)].relatedProductIDs.shuffle(using: &random)
                edit = "related products reordered"
            default:
                products[Int(random.next() % 2)].price.minorUnits = Int(random.next() % 50_000)
                edit = "a shown product's price"
            }
            try Self.write(products: products, notes: notes, to: directory, renaming: random.next() % 2 == 0)
            repository.reload()
            scheduler.advance(by: 10)
            let fresh = Self.freshPages(of: directory)
            for (page, expected) in zip(live.map(\.page), fresh) {
                // The text first, for a readable difference; then everything else the page holds.
                let (shownText, expectedText) = (
                    PlainTextRenderer().render(page), PlainTextRenderer().render(expected)
                )
                #expect(shownText == expectedText, "seed \(seed), step \(step): \(edit)")
                if shownText == expectedText {
                    #expect(page == expected, "seed \(seed), step \(step): \(edit)")
                }
            }
        }
    }
}
