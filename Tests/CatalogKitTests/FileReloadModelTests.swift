import CatalogFixtures
import Foundation
import Relay
import TestSupport
import Testing

@testable import CatalogKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Incremental equals from scratch, for files: seeded random edits to the data files (fields
/// changed in place, files renamed over, elements appended, truncated, inserted, removed and
/// moved in the middle, partial writes that leave a file bad for a while), each followed by a
/// look; after every look the catalog in service answers every query exactly as a fresh load
/// of the files does, and a look that found bad bytes kept the last good catalog.
@Suite(.timeLimit(.minutes(3))) struct FileReloadModelTests {
    /// The model: the entities the files hold.
    struct Model {
        var products: [Product]
        var notes: [Note]
    }

    static let shops = ["shop-a", "shop-b", "shop-c", "shop-d"]
    static let categories = ["coffee", "tea", "cups"]

    static func product(_ number: Int, random: inout SplitMix64) -> Product {
        var product = SmallCatalog.product("p-\(number)", price: Int(random.next() % 20_000))
        product.shopID = shops[Int(random.next() % UInt64(shops.count))]
        product.category = categories[Int(random.next() % UInt64(categories.count))]
        product.stock = Int(random.next() % 30)
        product.relatedProductIDs = (0..<Int(random.next() % 3)).map { _ in "p-\(random.next() % 400)" }
        return product
    }

    static func note(_ number: Int, productCount: Int, random: inout SplitMix64) -> Note {
        SmallCatalog.note(
            "n-\(number)",
            about: (0..<(1 + Int(random.next() % 2))).map { _ in
                "p-\(random.next() % UInt64(productCount + 20))"
            },
            daysBeforeNow: Int(random.next() % 6))
    }

    private static func write(_ model: Model, to directory: TemporaryDirectory, renaming: Bool) throws {
        let encoder = CatalogEncoder()
        for (name, text) in [
            ("products.json", encoder.productsJSON(model.products)),
            ("notes.json", encoder.notesJSON(model.notes)),
        ] {
            if renaming {
                try directory.write(text, to: name + ".next")
                guard rename(directory.file(name + ".next"), directory.file(name)) == 0 else {
                    throw CocoaError(.fileWriteUnknown)
                }
            } else {
                try directory.write(text, to: name)
            }
        }
    }

    /// The catalog in service answers as a fresh load of the files.
    private static func expectSameAsFreshLoad(
        _ repository: JSONProductRepository, directory: TemporaryDirectory, _ context: String
    ) throws {
        let fresh = try Catalog.load(from: directory.url)
        let live = try #require(repository.currentCatalog, "\(context)")
        #expect(Array(live.products) == Array(fresh.products), "\(context): products")
        #expect(Array(live.notes) == Array(fresh.notes), "\(context): notes")
        for product in fresh.products {
            #expect(
                try live.products(relatedTo: product.id, limit: 12).map(\.id)
                    == fresh.products(relatedTo: product.id, limit: 12).map(\.id),
                "\(context): related \(product.id)")
            #expect(
                try live.notes(about: product.id, limit: 12).map(\.id)
                    == fresh.notes(about: product.id, limit: 12).map(\.id), "\(context): notes \(product.id)")
        }
    }

    @Test(arguments: 0..<3)
    func randomEditsToTheFilesLeaveTheCatalogAFreshLoadWouldGive(seed: UInt64) throws {
        var random = SplitMix64(seed: 0xF11E_0000 &+ seed)
        let directory = try TemporaryDirectory()
        let productCount = TestScale.size(full: 1_500, small: 200)
        var nextProduct = productCount
        var nextNote = productCount / 2
        var model = Model(
            products: (0..<productCount).map { Self.product($0, random: &random) },
            notes: (0..<(productCount / 2)).map { Self.note($0, productCount: productCount, random: &random) }
        )
        try Self.write(model, to: directory, renaming: false)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let errors = Recorder<CatalogError>()
        let subscription = errors.record(repository.errors)
        defer { subscription.dispose() }
        try Self.expectSameAsFreshLoad(repository, directory: directory, "the first load")

        for step in 0..<TestScale.size(full: 120, small: 24) {
            let before = repository.statistics
            var edit = ""
            switch random.next() % 10 {
            case 9:
                // Every note gone (`[]`), or back.
                model.notes =
                    model.notes.isEmpty
                    ? (0..<5).map { _ in
                        defer { nextNote += 1 }
                        return Self.note(nextNote, productCount: model.products.count, random: &random)
                    } : []
                edit = "the notes emptied or filled"
            case 0, 1:
                let index = Int(random.next() % UInt64(model.products.count))
                model.products[index].price.minorUnits = Int(random.next() % 50_000)
                edit = "price of \(model.products[index].id)"
            case 2:
                let index = Int(random.next() % UInt64(model.products.count))
                model.products[index].category = Self.categories[Int(random.next() % 3)]
                model.products[index].shopID = Self.shops[Int(random.next() % 4)]
                edit = "groups of \(model.products[index].id)"
            case 3:
                let index = Int(random.next() % UInt64(model.products.count + 1))
                model.products.insert(Self.product(nextProduct, random: &random), at: index)
                nextProduct += 1
                edit = "a product inserted at \(index)"
            case 4:
                if model.products.count > 10 {
                    let index = Int(random.next() % UInt64(model.products.count))
                    let removed = model.products.remove(at: index)
                    edit = "\(removed.id) removed"
                    if random.next() % 2 == 0 {
                        model.products.insert(
                            removed, at: Int(random.next() % UInt64(model.products.count + 1)))
                        edit = "\(removed.id) moved"
                    }
                }
            case 5:
                model.products.append(
                    contentsOf: (0..<3).map { _ in
                        defer { nextProduct += 1 }
                        return Self.product(nextProduct, random: &random)
                    })
                edit = "three products appended"
            case 6:
                if model.products.count > 20 { model.products.removeLast(Int(random.next() % 5)) }
                edit = "products truncated"
            case 7:
                if !model.notes.isEmpty {
                    let index = Int(random.next() % UInt64(model.notes.count))
                    if random.next() % 2 == 0 {
                        model.notes.remove(at: index)
                        edit = "a note removed"
                    } else {
                        model.notes[index].title = "Edited \(step)"
                        model.notes[index].publishedAt = FixedClock.now.addingTimeInterval(
                            -Double(random.next() % 5) * 86_400)
                        edit = "a note edited"
                    }
                }
            default:
                model.notes.insert(
                    Self.note(nextNote, productCount: model.products.count, random: &random),
                    at: Int(random.next() % UInt64(model.notes.count + 1)))
                nextNote += 1
                edit = "a note inserted"
            }
            let context = "seed \(seed), step \(step): \(edit)"
            if random.next() % 4 == 0 {
                // A writer caught half-way: the look sees a cut file, keeps the last good
                // catalog, and reports it.
                let text = CatalogEncoder().productsJSON(model.products)
                try directory.write(String(text.prefix(text.count / 2)), to: "products.json")
                let reported = errors.elements.count
                repository.reload()
                #expect(errors.elements.count == reported + 1, "\(context): the cut file is reported")
            }
            try Self.write(model, to: directory, renaming: random.next() % 2 == 0)
            repository.reload()
            try Self.expectSameAsFreshLoad(repository, directory: directory, context)
            let after = repository.statistics
            #expect(after.loads <= before.loads + 2, "\(context)")
        }
    }

    @Test func oneEditedPriceDecodesItsChunkAndNotTheFile() throws {
        var random = SplitMix64(seed: 7)
        let directory = try TemporaryDirectory()
        var model = Model(products: (0..<2_000).map { Self.product($0, random: &random) }, notes: [])
        try Self.write(model, to: directory, renaming: false)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let updates = Recorder<CatalogUpdate>()
        let subscription = updates.record(repository.updates)
        defer { subscription.dispose() }
        model.products[1_234].price.minorUnits = 1
        try Self.write(model, to: directory, renaming: true)
        repository.reload()
        #expect(try repository.currentCatalog?.product(id: "p-1234").price.minorUnits == 1)
        #expect(repository.statistics.elementsDecoded > 0)
        #expect(repository.statistics.elementsDecoded < 1_000, "only the changed chunk is decoded")
        #expect(updates.elements.last?.delta == CatalogDelta(products: ["p-1234"]))
    }

    @Test func bytesWrittenAgainUnchangedAreNeverDecodedAgain() throws {
        var random = SplitMix64(seed: 8)
        let directory = try TemporaryDirectory()
        let model = Model(
            products: (0..<500).map { Self.product($0, random: &random) },
            notes: (0..<50).map { Self.note($0, productCount: 500, random: &random) })
        try Self.write(model, to: directory, renaming: false)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        try Self.write(model, to: directory, renaming: true)
        repository.reload()
        try Self.write(model, to: directory, renaming: false)
        repository.reload()
        #expect(repository.statistics.elementsDecoded == 0)
        #expect(repository.statistics.loads == 1)
        #expect(repository.statistics.reads == 2 + 4, "each look hashed both files once")
    }

    @Test func aBadChangedChunkKeepsItsExactPlaceAndTheLastGoodCatalog() throws {
        var random = SplitMix64(seed: 9)
        let directory = try TemporaryDirectory()
        let model = Model(products: (0..<300).map { Self.product($0, random: &random) }, notes: [])
        try Self.write(model, to: directory, renaming: false)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let errors = Recorder<CatalogError>()
        let subscription = errors.record(repository.errors)
        defer { subscription.dispose() }
        let text = CatalogEncoder().productsJSON(model.products)
        // Element 250 (on line 252) gets a negative stock.
        let broken = text.replacingOccurrences(
            of: "\"p-250\"", with: "\"p-250\""
        ).replacingOccurrences(
            of: #"{"id":"p-250","#, with: #"{"id":"p-250","stock":-4,"#)
        try directory.write(broken, to: "products.json")
        let fresh = Result { try Catalog.load(from: directory.url) }
        repository.reload()
        guard case .failure(let expected as CatalogError) = fresh else {
            Issue.record("the broken file should not load")
            return
        }
        #expect(errors.elements == [expected], "the same error, line:column and path as a fresh load")
        #expect(repository.currentCatalog?.products.count == 300)
        // A duplicate id in a changed chunk, with an id taken in a chunk that did not change.
        var duplicated = model.products
        duplicated[10].id = "p-290"
        try directory.write(CatalogEncoder().productsJSON(duplicated), to: "products.json")
        repository.reload()
        #expect(
            errors.elements.last?.description.contains("duplicate id \"p-290\"") == true, "\(errors.elements)"
        )
        try Self.write(model, to: directory, renaming: true)
        repository.reload()
        #expect(repository.currentCatalog?.products.count == 300)
    }
}

/// A feed that adds and removes for days keeps what it holds, not all it ever held: once the
/// removed entities outnumber the live ones, the catalog is built again without them, and the
/// files' indexes follow, so a later edit of a file still lands where it should.
@Suite struct CompactionTests {
    @Test func churnThroughTheRepositoryIsCompactedAndFileEditsStillLand() throws {
        var random = SplitMix64(seed: 5)
        let directory = try TemporaryDirectory()
        var model = FileReloadModelTests.Model(
            products: (0..<1_500).map { FileReloadModelTests.product($0, random: &random) }, notes: [])
        try Data(CatalogEncoder().productsJSON(model.products).utf8).write(
            to: directory.url.appendingPathComponent("products.json"))
        try Data(CatalogEncoder().notesJSON([]).utf8).write(
            to: directory.url.appendingPathComponent("notes.json"))
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        // Products of the file removed through the feed: the slots after theirs move down when
        // the catalog is compacted.
        let removedIDs = Set(model.products[100..<200].map(\.id))
        repository.apply(removedIDs.map { CatalogChange.removeProduct(id: $0) })
        let rounds = InMemoryProductRepository.compactionThreshold / 1_000 + 2
        for round in 0..<rounds {
            let added = (0..<1_000).map {
                FileReloadModelTests.product(100_000 + round * 1_000 + $0, random: &random)
            }
            repository.apply(added.map(CatalogChange.upsertProduct))
            repository.apply(added.map { CatalogChange.removeProduct(id: $0.id) })
        }
        let catalog = try #require(repository.currentCatalog)
        #expect(catalog.products.count == 1_400)
        #expect(catalog.productSlots.count < 1_500 + InMemoryProductRepository.compactionThreshold + 2_000)
        // A file edit after the compaction: the index's slots were renumbered with the catalog's.
        model.products[700].price.minorUnits = 77_777
        model.products.remove(at: 900)
        try Data(CatalogEncoder().productsJSON(model.products).utf8).write(
            to: directory.url.appendingPathComponent("products.json"))
        repository.reload()
        // The file's bytes for the products the feed removed did not change: they stay removed.
        let fresh = try Catalog.load(from: directory.url).products.filter { !removedIDs.contains($0.id) }
        #expect(Array(try #require(repository.currentCatalog).products) == fresh)
    }
}
