import CatalogFixtures
import Foundation
import TestSupport
import Testing

@testable import CatalogKit

@Suite struct CatalogGeneratorTests {
    @Test func generatedCatalogLoadsWithoutWarnings() throws {
        let directory = try TemporaryDirectory()
        let count = TestScale.size(full: 20_000, small: 1_000)
        let bytes = try CatalogGenerator(seed: 7).write(productCount: count, to: directory.url)
        let catalog = try Catalog.load(from: directory.url)
        #expect(catalog.products.count == count)
        #expect(catalog.notes.count == count / 2)
        #expect(catalog.warnings.isEmpty)
        #expect(Set(catalog.products.map(\.price.currency)) == [.jpy, .usd])
        #expect(
            try catalog.products(relatedTo: try #require(catalog.products.first).id, limit: 10).count == 10)
        let sizes = try ["products.json", "notes.json"].map {
            try FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent($0).path)[
                .size]
                as? Int ?? 0
        }
        #expect(bytes == sizes.reduce(0, +))
    }

    @Test func sameSeedWritesTheSameBytesAndAnotherSeedDoesNot() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        let third = try TemporaryDirectory()
        try CatalogGenerator(seed: 1).write(productCount: 300, to: first.url)
        try CatalogGenerator(seed: 1).write(productCount: 300, to: second.url)
        try CatalogGenerator(seed: 2).write(productCount: 300, to: third.url)
        for file in ["products.json", "notes.json"] {
            let a = try Data(contentsOf: first.url.appendingPathComponent(file))
            let b = try Data(contentsOf: second.url.appendingPathComponent(file))
            let c = try Data(contentsOf: third.url.appendingPathComponent(file))
            #expect(a == b)
            #expect(a != c)
        }
    }

    @Test func singleProductCatalogHasNoRelatedIDs() throws {
        let directory = try TemporaryDirectory()
        try CatalogGenerator().write(productCount: 1, to: directory.url)
        let catalog = try Catalog.load(from: directory.url)
        #expect(catalog.products.count == 1)
        #expect(catalog.notes.isEmpty)
        #expect(try #require(catalog.products.first).relatedProductIDs.isEmpty)
    }
}
