import CatalogFixtures
import Foundation
import Relay
import TestSupport
import Testing

@testable import CatalogKit

@Suite struct ContentHashTests {
    @Test func hashingInPiecesOfAnySizeEqualsHashingAtOnce() {
        var random = SplitMix64(seed: 3)
        let bytes = (0..<1_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let whole = ContentHash.of(Data(bytes))
        for pieceSize in [1, 3, 7, 8, 9, 64, 999] {
            var hash = ContentHash()
            var start = 0
            while start < bytes.count {
                let end = min(start + pieceSize, bytes.count)
                bytes[start..<end].withUnsafeBytes { hash.consume($0) }
                start = end
            }
            #expect(hash.value == whole, "pieces of \(pieceSize)")
        }
    }

    @Test func anyChangedByteChangesTheHashIncludingTheTail() {
        let text = Array("[{\"id\": \"p-001\", \"price\": 1200}]\n".utf8)
        let original = ContentHash.of(Data(text))
        for offset in [0, 7, 8, text.count / 2, text.count - 1] {
            var changed = text
            changed[offset] ^= 0x01
            #expect(ContentHash.of(Data(changed)) != original, "byte \(offset)")
        }
    }

    /// Every byte of three whole 32-byte groups and a tail counts, whichever lane it feeds.
    @Test func everyByteOfEveryGroupCounts() {
        let bytes = (0..<100).map { UInt8($0) }
        let original = ContentHash.of(Data(bytes))
        for offset in bytes.indices {
            var changed = bytes
            changed[offset] ^= 0x80
            #expect(ContentHash.of(Data(changed)) != original, "byte \(offset)")
        }
    }

    @Test func aFileReadBlockByBlockWhileDecodingHashesAsItsBytes() throws {
        let directory = try TemporaryDirectory()
        try Fixture.writeSmallCatalog(to: directory.url)
        let url = directory.url.appendingPathComponent("products.json")
        let decoded = try CatalogDecoder().decodeFiles(
            products: .file(url, name: "products.json"), notes: nil)
        let expected = ContentHash.of(try Data(contentsOf: url))
        #expect(decoded.products?.contentHash == expected)
        #expect(try CatalogFile.contentHash(of: url) == expected)
        // A reader that never watches (`Catalog.load`) skips the hash, and says so.
        let unhashed = try CatalogDecoder().decodeFiles(
            products: .file(url, name: "products.json"), notes: nil, hashing: false)
        #expect(unhashed.products?.contentHash == nil)
        #expect(unhashed.products?.entities == decoded.products?.entities)
    }
}
