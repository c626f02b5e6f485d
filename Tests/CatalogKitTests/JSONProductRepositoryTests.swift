import CatalogFixtures
import Foundation
import Relay
import RelayTesting
import TestSupport
import Testing

@testable import CatalogKit

@Suite(.timeLimit(.minutes(3))) struct JSONProductRepositoryTests {
    @Test func loadsOnItsSchedulerAndQueriesWaitForTheLoad() throws {
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: Fixture.shippedData, scheduler: scheduler)
        let product = Recorder<Product>()
        let related = Recorder<[Product]>()
        let notes = Recorder<[Note]>()
        let subscriptions = [
            product.record(repository.product(id: "p-001")),
            related.record(repository.products(relatedTo: "p-001", limit: 10)),
            notes.record(repository.notes(about: "p-001", limit: 3)),
        ]
        defer { for subscription in subscriptions { subscription.dispose() } }
        #expect(product.elements.isEmpty)
        #expect(repository.currentCatalog == nil)
        scheduler.flush()
        #expect(product.elements.map(\.id) == ["p-001"])
        #expect(related.elements.first?.count == 10)
        #expect(notes.elements.first?.count == 3)
        #expect(product.errors.isEmpty && related.errors.isEmpty && notes.errors.isEmpty)
    }

    @Test func loadsTheShippedDataOnItsOwnBackgroundQueue() throws {
        let repository = JSONProductRepository(directory: Fixture.shippedData)
        let product = try repository.product(id: "p-001").first(timeout: .seconds(30))
        #expect(product?.id == "p-001")
    }

    @Test func unknownProductFailsTheQueryWithSuggestions() throws {
        let repository = JSONProductRepository(
            directory: Fixture.shippedData, scheduler: ImmediateScheduler())
        let recorder = Recorder<Product>()
        let subscription = recorder.record(repository.product(id: "p-0001"))
        defer { subscription.dispose() }
        let error = try #require(recorder.errors.first as? CatalogError)
        guard case .unknownProduct(let id, let suggestions) = error else {
            Issue.record("expected unknownProduct, got \(error)")
            return
        }
        #expect(id == "p-0001")
        #expect(suggestions.first == "p-001")
        #expect(suggestions.count == 3)
    }

    @Test func reloadWithAChangedPriceEmitsTheNewProduct() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let product = Recorder<Product>()
        let unchanged = Recorder<[Note]>()
        let subscriptions = [
            product.record(repository.product(id: "p-001")),
            unchanged.record(repository.notes(about: "p-001", limit: 3)),
        ]
        defer { for subscription in subscriptions { subscription.dispose() } }
        try Fixture.writeSmallCatalog(to: directory.url, price: "1500")
        repository.reload()
        #expect(product.elements.map(\.price.minorUnits) == [1200, 1500])
        #expect(unchanged.elements.count == 1)
    }

    @Test func reloadOfUnchangedFilesPublishesNothing() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let changes = Recorder<Catalog>()
        let subscription = changes.record(repository.updates.map(\.catalog))
        defer { subscription.dispose() }
        try Fixture.writeSmallCatalog(to: directory.url)
        repository.reload()
        repository.reload()
        #expect(changes.elements.count == 1)
    }

    @Test func aRepositoryThatDoesNotHashParsesRewrittenFilesAgainAndStillSeesEdits() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let hashing = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let unhashed = JSONProductRepository(
            directory: directory.url, scheduler: ImmediateScheduler(), hashesContent: false)
        let product = Recorder<Product>()
        let subscription = product.record(unhashed.product(id: "p-001"))
        defer { subscription.dispose() }
        #expect(!unhashed.hashesContent && hashing.hashesContent)
        // The same bytes written again: the hashing repository tells, the other parses again.
        try Fixture.writeSmallCatalog(to: directory.url)
        hashing.reload()
        unhashed.reload()
        #expect(hashing.statistics.loads == 1)
        #expect(unhashed.statistics.loads == 2)
        #expect(product.elements.map(\.price.minorUnits) == [1200], "the same product publishes nothing new")
        try Fixture.writeSmallCatalog(to: directory.url, price: "1300")
        unhashed.reload()
        #expect(product.elements.map(\.price.minorUnits) == [1200, 1300])
    }

    @Test func settledUnchangedFilesAreLookedAtButNotRead() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let products = directory.url.appendingPathComponent("products.json").path
        let notes = directory.url.appendingPathComponent("notes.json").path
        let old = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: products)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: notes)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let product = Recorder<Product>()
        let subscription = product.record(repository.product(id: "p-001"))
        defer { subscription.dispose() }
        #expect(repository.statistics.reads == 2)
        for _ in 0..<5 { repository.reload() }
        #expect(repository.statistics.looks == 6)
        #expect(repository.statistics.reads == 2, "settled files whose status is unchanged are not read")
        // Same size, same modification time: the status change time still gives the edit away.
        try Fixture.writeSmallCatalog(to: directory.url, price: "1300")
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: products)
        repository.reload()
        #expect(product.elements.map(\.price.minorUnits) == [1200, 1300])
        #expect(repository.statistics.loads == 2)
    }

    @Test(arguments: [
        ("truncated", "[\n{\"id\": \"p-001\", \"price\": 12"),
        ("wrong type", Fixture.array([Fixture.productFields(id: "p-001", price: "\"cheap\"")])),
        ("missing field", Fixture.array([Fixture.productFields(id: "p-001").filter { $0.0 != "stock" }])),
        (
            "duplicate id",
            Fixture.array([Fixture.productFields(id: "p-001"), Fixture.productFields(id: "p-001")])
        ),
        ("empty file", ""),
        ("malformed", "[{]"),
    ])
    func reloadWithBadContentKeepsTheLastGoodCatalogAndPublishesTheError(case: (String, String)) throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let errors = Recorder<CatalogError>()
        let product = Recorder<Product>()
        let subscriptions = [
            errors.record(repository.errors), product.record(repository.product(id: "p-003")),
        ]
        defer { for subscription in subscriptions { subscription.dispose() } }
        try directory.write(`case`.1, to: "products.json")
        repository.reload()
        #expect(errors.elements.count == 1, "\(`case`.0)")
        #expect(errors.elements.first?.description.hasPrefix("products.json") == true, "\(`case`.0)")
        #expect(repository.currentCatalog?.products.count == 3)
        #expect(product.elements.map(\.id) == ["p-003"])
        #expect(product.errors.isEmpty)
        try Fixture.writeSmallCatalog(to: directory.url, price: "900")
        repository.reload()
        #expect(try repository.currentCatalog?.product(id: "p-001").price.minorUnits == 900)
    }

    @Test func aBadFilePutBackAsItWasPublishesTheCatalogOnceMoreSoTheErrorCanGo() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let updates = Recorder<CatalogUpdate>()
        let errors = Recorder<CatalogError>()
        let subscriptions = [updates.record(repository.updates), errors.record(repository.errors)]
        defer { for subscription in subscriptions { subscription.dispose() } }
        let first = try #require(repository.currentCatalog)
        try directory.write("[{]", to: "products.json")
        repository.reload()
        #expect(errors.elements.count == 1)
        #expect(updates.elements.count == 1, "a bad file publishes no catalog")
        try Fixture.writeSmallCatalog(to: directory.url)
        repository.reload()
        #expect(updates.elements.count == 2, "the good bytes again: the catalog in service once more")
        #expect(updates.elements.last?.delta.isEmpty == true)
        #expect(repository.currentCatalog?.products.count == first.products.count)
        repository.reload()
        #expect(updates.elements.count == 2, "once, not on every look")
    }

    @Test func reloadWithInvalidUTF8KeepsTheLastGoodCatalog() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let errors = Recorder<CatalogError>()
        let subscription = errors.record(repository.errors)
        defer { subscription.dispose() }
        try directory.write(bytes: Array("[\"".utf8) + [0xE3, 0x28] + Array("\"]".utf8), to: "notes.json")
        repository.reload()
        #expect(
            errors.elements == [
                .invalidUTF8(file: "notes.json", byteOffset: 2, location: SourceLocation(line: 1, column: 3))
            ])
        #expect(repository.currentCatalog?.notes.count == 2)
    }

    @Test func missingFileOnFirstLoadFailsQueriesAndPublishesTheError() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("notes.json"))
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: directory.url, scheduler: scheduler)
        let errors = Recorder<CatalogError>()
        let product = Recorder<Product>()
        let subscriptions = [
            errors.record(repository.errors), product.record(repository.product(id: "p-001")),
        ]
        defer { for subscription in subscriptions { subscription.dispose() } }
        scheduler.flush()
        let path = directory.url.appendingPathComponent("notes.json").path
        #expect(errors.elements == [.unreadableFile(path: path, reason: "no such file")])
        #expect(errors.elements.first?.description == "cannot read \(path): no such file")
        #expect(product.errors.first as? CatalogError == .unreadableFile(path: path, reason: "no such file"))
        try Fixture.writeSmallCatalog(to: directory.url)
        repository.reload()
        scheduler.flush()
        #expect(repository.currentCatalog?.notes.count == 2)
    }

    @Test func applyGoesThroughTheSamePublishPathAsAReload() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let scheduler = TestScheduler()
        let repository = JSONProductRepository(directory: directory.url, scheduler: scheduler)
        let product = Recorder<Product>()
        let notes = Recorder<[Note]>()
        let changes = Recorder<Catalog>()
        let errors = Recorder<CatalogError>()
        let subscriptions = [
            product.record(repository.product(id: "p-001")),
            notes.record(repository.notes(about: "p-001", limit: 2)),
            changes.record(repository.updates.map(\.catalog)), errors.record(repository.errors),
        ]
        defer { for subscription in subscriptions { subscription.dispose() } }
        repository.apply(.setPrice(productID: "p-001", price: Money(minorUnits: 1100, currency: .jpy)))
        repository.apply(.setStock(productID: "p-001", stock: 0))
        let note = Note(
            id: "n-100", title: "速報", editor: "編集部", publishedAt: Date(timeIntervalSince1970: 1_800_000_000),
            productIDs: ["p-001"], shopID: "shop-a", summary: "Restocked soon.")
        repository.apply(.addNote(note))
        repository.apply(.setStock(productID: "p-404", stock: 1))
        #expect(product.elements.isEmpty)
        scheduler.flush()
        #expect(product.elements.map(\.price.minorUnits) == [1200, 1100, 1100])
        #expect(product.elements.map(\.stock) == [3, 3, 0])
        #expect(notes.elements.map { $0.map(\.id) } == [["n-002", "n-001"], ["n-100", "n-002"]])
        #expect(changes.elements.count == 4)
        #expect(
            errors.elements.map(\.description) == [
                "unknown product id \"p-404\"; did you mean \"p-001\", \"p-002\", \"p-003\"?"
            ])
    }

    @Test func reloadKeepsAppliedChangesToFilesThatDidNotChange() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let note = Note(
            id: "n-100", title: "速報", editor: "編集部", publishedAt: Date(timeIntervalSince1970: 1_800_000_000),
            productIDs: ["p-001"], shopID: "shop-a", summary: "")
        repository.apply(.addNote(note))
        try Fixture.writeSmallCatalog(to: directory.url, price: "1300")
        repository.reload()
        let catalog = try #require(repository.currentCatalog)
        #expect(try catalog.product(id: "p-001").price.minorUnits == 1300)
        #expect(try catalog.notes(about: "p-001", limit: 1).map(\.id) == ["n-100"])
    }

    @Test func productWithATenMegabyteNameLoadsThroughTheRepository() throws {
        let directory = try TemporaryDirectory()
        let length = TestScale.size(full: 10_000_000, small: 200_000)
        let name = String(repeating: "名", count: length / 3)
        try directory.write(
            Fixture.array([Fixture.productFields(id: "p-001", name: name)]), to: "products.json")
        try directory.write("[]", to: "notes.json")
        let repository = JSONProductRepository(directory: directory.url, scheduler: ImmediateScheduler())
        let product = try repository.product(id: "p-001").first(timeout: .seconds(60))
        #expect(product?.name.count == length / 3)
    }
}
