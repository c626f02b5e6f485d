import CatalogFixtures
import Foundation
import TestSupport
import Testing

@testable import CatalogKit

/// A file cut into segments decodes exactly as one piece: same entities, same errors at
/// the same index and line:column, even when a guessed boundary sits inside a string or a
/// nested array.
@Suite(.timeLimit(.minutes(3))) struct SegmentedArrayDecoderTests {
    private static let sizes = [1 << 20, 1, 7, 64, 300]

    private func catalog(_ count: Int, name: (Int) -> String = { "Item \($0)" }) -> String {
        Fixture.array((0..<count).map { Fixture.productFields(id: "p-\($0)", name: name($0)) })
    }

    private func results(_ text: String) -> [Result<[Product], CatalogError>] {
        Self.sizes.map { size in
            Result { () throws(CatalogError) in
                try CatalogDecoder(segmentSize: size).decodeProducts(Data(text.utf8), file: "products.json")
            }
        }
    }

    @Test func everySegmentSizeGivesTheSameProducts() throws {
        let text = catalog(50)
        let expected = try CatalogDecoder().decodeProducts(Data(text.utf8), file: "p")
        #expect(expected.count == 50)
        for result in results(text) { #expect(try result.get() == expected) }
    }

    @Test func boundaryLookalikesInsideStringsAndNestedArraysDoNotChangeTheResult() throws {
        let text = catalog(40) { index in index % 3 == 0 ? #"a }, { \"b\": 1 }, {"# : "plain \(index)" }
        let nested = Fixture.array(
            (0..<40).map {
                Fixture.productFields(id: "p-\($0)") + [("extra", "[{\"a\": 1}, {\"b\": [{}, {}]}]")]
            })
        for document in [text, nested] {
            let expected = try CatalogDecoder().decodeProducts(Data(document.utf8), file: "p")
            #expect(expected.count == 40)
            for result in results(document) { #expect(try result.get() == expected) }
        }
    }

    @Test func anErrorInALaterSegmentHasItsAbsoluteIndexAndPlace() throws {
        var elements = (0..<30).map { Fixture.productFields(id: "p-\($0)") }
        elements[23] = elements[23].map { $0.0 == "price" ? ("price", "12.5") : $0 }
        let text = Fixture.array(elements)
        let column = Fixture.column(after: "\"price\": ", onLine: 25, of: text)
        let expected = CatalogError.invalidField(
            file: "products.json", path: "[23].price", location: SourceLocation(line: 25, column: column),
            expected: "an integer (minor units)", got: "12.5")
        for result in results(text) {
            #expect(throws: expected) { try result.get() }
        }
    }

    @Test func duplicateIDsAcrossSegmentsNameBothIndexes() throws {
        var elements = (0..<20).map { Fixture.productFields(id: "p-\($0)") }
        elements[17] = Fixture.productFields(id: "p-2")
        let text = Fixture.array(elements)
        let column = Fixture.column(after: "\"id\": ", onLine: 19, of: text)
        let expected = CatalogError.duplicateID(
            file: "products.json", id: "p-2", firstIndex: 2, duplicateIndex: 17,
            location: SourceLocation(line: 19, column: column))
        for result in results(text) { #expect(throws: expected) { try result.get() } }
    }

    @Test func syntaxErrorsAndTruncationAreFoundAtTheirPlaceInAnySegment() throws {
        let full = catalog(25)
        let cut = String(full.prefix(full.utf8.count * 2 / 3))
        let reference = try #require(throws: CatalogError.self) {
            try CatalogDecoder().decodeProducts(Data(cut.utf8), file: "products.json")
        }
        guard case .malformedJSON = reference else {
            Issue.record("expected malformed JSON, got \(reference)")
            return
        }
        for result in results(cut) { #expect(throws: reference) { try result.get() } }
        let garbage = full + "x"
        for result in results(garbage) {
            #expect(throws: CatalogError.self) { try result.get() }
        }
    }

    @Test func filesDecodeTheSameInBlocksAndBothAtOnce() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let products = directory.url.appendingPathComponent("products.json")
        let notes = directory.url.appendingPathComponent("notes.json")
        for size in Self.sizes {
            let decoded = try CatalogDecoder(segmentSize: size).decodeFiles(
                products: .file(products, name: "products.json"), notes: .file(notes, name: "notes.json"))
            #expect(decoded.products?.entities.map(\.id) == ["p-001", "p-002", "p-003"])
            #expect(decoded.products?.indexByID.dictionary == ["p-001": 0, "p-002": 1, "p-003": 2])
            #expect(decoded.notes?.entities.map(\.id) == ["n-001", "n-002"])
            #expect(decoded.notes?.indexByID.dictionary == ["n-001": 0, "n-002": 1])
        }
        let loaded = try Catalog.load(from: directory.url)
        #expect(loaded.products.count == 3 && loaded.notes.count == 2)
    }

    @Test func aBadProductsFileWinsOverABadNotesFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("[1]", to: "products.json")
        try directory.write("[", to: "notes.json")
        let error = try #require(throws: CatalogError.self) { try Catalog.load(from: directory.url) }
        #expect(error.description.hasPrefix("products.json:1:2: [0]: expected a product object"))
        try directory.write("[]", to: "products.json")
        let notes = try #require(throws: CatalogError.self) { try Catalog.load(from: directory.url) }
        #expect(notes.description.hasPrefix("notes.json:1:2: malformed JSON"))
    }

    @Test func duplicateNoteIDsAreRejectedWithTheirPlace() throws {
        let text = Fixture.array([
            Fixture.noteFields(id: "n-1", products: []), Fixture.noteFields(id: "n-1", products: []),
        ])
        let error = try #require(throws: CatalogError.self) {
            try CatalogDecoder().decodeIndexedNotes(Data(text.utf8), file: "notes.json")
        }
        #expect(
            error.description.hasPrefix("notes.json:3:8: [1].id: duplicate id \"n-1\", first used by [0]"))
    }

    @Test func concurrentDecodesFromPoolThreadsAllFinishWithTheSameResult() throws {
        let data = Data(catalog(200).utf8)
        let expected = try CatalogDecoder().decodeProducts(data, file: "p")
        let finished = DispatchSemaphore(value: 0)
        let counts = CountBox()
        DispatchQueue.global().async {
            // Each call blocks a pool thread while its segments wait for one.
            DispatchQueue.concurrentPerform(iterations: 32) { _ in
                let products = try? CatalogDecoder(segmentSize: 64).decodeProducts(data, file: "p")
                if products == expected { counts.increment() }
            }
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + .seconds(60)) == .success)
        #expect(counts.value == 32)
    }
}

extension SegmentedArrayDecoderTests {
    @Test func theDecodingThreadDoesAllTheWorkWhenThePoolNeverRuns() throws {
        let data = Data(catalog(120).utf8)
        let expected = try CatalogDecoder().decodeProducts(data, file: "p")
        let stalled = DispatchQueue(label: "never runs")
        stalled.suspend()
        let finished = DispatchSemaphore(value: 0)
        let counts = CountBox()
        let thread = Thread {
            let decoded = data.withUnsafeBytes { raw -> [Product]? in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
                let source = MemoryByteSource(base: base, count: raw.count)
                return try? SegmentedArrayDecoder<ProductSchema>(
                    source: source, segmentSize: 64, queue: stalled
                )
                .decode().entities
            }
            if decoded == expected { counts.increment() }
            finished.signal()
        }
        thread.start()
        #expect(finished.wait(timeout: .now() + .seconds(60)) == .success)
        #expect(counts.value == 1)
        stalled.resume()
    }
}

/// A counter shared by the threads of one test; `lock` guards `stored`.
private final class CountBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0

    func increment() { lock.withLock { stored += 1 } }
    var value: Int { lock.withLock { stored } }
}
