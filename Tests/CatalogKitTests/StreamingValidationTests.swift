import Foundation
import Relay
import Testing

@testable import CatalogKit

/// A file is judged as it streams in: bytes that cannot start a catalog are an error from the
/// first block, however big the file; white space before the array is skipped once and not
/// held; a real error in the first segment ends the read.
@Suite struct StreamingValidationTests {
    /// Bytes handed out a block at a time, counting the blocks asked for.
    final class CountingSource: ByteSource, @unchecked Sendable {
        // @unchecked: `readMore` runs on the decoding thread only; `release` only records.
        let base: UnsafePointer<UInt8>
        private let storage: UnsafeMutablePointer<UInt8>
        private let count: Int
        private let blockSize: Int
        private(set) var available = 0
        let released = Locked<[Range<Int>]>([])
        var blocksRead: Int { (available + blockSize - 1) / blockSize }

        init(_ bytes: [UInt8], blockSize: Int = 1 << 12) {
            count = bytes.count
            self.blockSize = blockSize
            storage = .allocate(capacity: bytes.count + 1)
            storage.initialize(from: bytes, count: bytes.count)
            storage[bytes.count] = 0
            base = UnsafePointer(storage)
        }

        deinit { storage.deallocate() }

        var expectedCount: Int { count }

        func readMore() -> (available: Int, isComplete: Bool) {
            available = Swift.min(count, available + blockSize)
            return (available, available == count)
        }

        func release(_ range: Range<Int>) { released.withLock { $0.append(range) } }
        func restore(_ range: Range<Int>) {}
        func location(of offset: Int) -> CatalogKit.SourceLocation {
            CatalogKit.SourceLocation.of(
                offset: offset, in: UnsafeBufferPointer(start: base, count: available))
        }
    }

    private func decode(_ source: CountingSource) -> CatalogError? {
        do {
            _ = try CatalogDecoder(segmentSize: 1 << 14).decode(
                ProductSchema.self, source: source, file: "products.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileOfZerosIsAnErrorFromItsFirstBlock() throws {
        let source = CountingSource([UInt8](repeating: 0, count: 1 << 20))
        let error = try #require(decode(source))
        #expect(
            error.description
                == "products.json:1:1: malformed JSON: expected a value, found a control character (U+0000)")
        #expect(source.blocksRead == 1)
    }

    @Test func anArrayOfSomethingElseIsAnErrorFromItsFirstBlock() throws {
        for (text, expected) in [
            ("[", "products.json:1:2: [0]: expected a product object, got a string"),
            ("{\"a\": ", "products.json:1:1: top level: expected an array of products, got an object"),
        ] {
            let source = CountingSource(Array((text + "\"" + String(repeating: "x", count: 1 << 20)).utf8))
            let error = try #require(decode(source), "\(text)")
            #expect(error.description == expected)
            #expect(source.blocksRead == 1, "\(text)")
        }
    }

    @Test(arguments: ["before", "inside", "after"])
    func whiteSpaceAroundTheBracketsIsSkippedOnceAndGivenBack(place: String) throws {
        let spaces = [UInt8](repeating: 0x20, count: 1 << 20)
        let bytes: [UInt8] =
            switch place {
            case "before": spaces + Array("[]".utf8)
            case "inside": Array("[".utf8) + spaces + Array("]".utf8)
            default: Array("[]".utf8) + spaces
            }
        let source = CountingSource(bytes)
        #expect(decode(source) == nil)
        let released = source.released.withLock { $0 }
        #expect(released.last?.upperBound ?? 0 >= (1 << 20) - (1 << 12), "what was skipped is given back")
        // Each release goes on from the last: every byte is looked at once.
        #expect(released.count >= (1 << 20) / (1 << 12) - 2)
    }

    @Test func aRealErrorInTheFirstSegmentEndsTheRead() throws {
        let bad = #"[{"id": "p-1", "price": "cheap"},"#
        let filler = String(repeating: #"{"id": "x"},"#, count: 40_000)
        let source = CountingSource(Array((bad + filler + "{}]").utf8))
        let error = try #require(decode(source))
        #expect(error.description.hasPrefix("products.json:1:"))
        #expect(source.blocksRead < source.expectedCount / (1 << 12) / 2, "read \(source.blocksRead) blocks")
    }
}
