import Relay
import Testing

@testable import CatalogKit

@Suite struct InlineStringTests {
    /// Text of at most 15 UTF-8 bytes, ASCII or not, from a seeded generator.
    static func samples(count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SplitMix64(seed: seed)
        let pieces: [String] = [
            "a", "Z", "-", "0", "9", " ", "~", "\u{7F}", "é", "e\u{301}", "限", "🖋️", "한", "Ａ",
        ]
        var samples: [[UInt8]] = []
        while samples.count < count {
            var bytes: [UInt8] = []
            let target = Int(generator.next() % 16)
            while true {
                let piece = Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
                guard bytes.count + piece.count <= target else { break }
                bytes += piece
            }
            samples.append(bytes)
        }
        return samples
    }

    /// On this toolchain the fast path is on, so the tests below exercise it.
    @Test func theLayoutCheckPassesOnThisPlatform() {
        #expect(InlineString.isAvailable)
    }

    /// A made string is the string `String(decoding:as:)` makes, bit for bit, and behaves as
    /// one: equal, same hash, same characters, and it can grow past the inline size.
    @Test func madeStringsAreTheStandardLibrarysOwn() {
        var nonASCII = 0
        for bytes in Self.samples(count: 3_000, seed: 21) {
            let reference = String(decoding: bytes, as: UTF8.self)
            guard let made = bytes.withUnsafeBufferPointer(InlineString.make) else {
                Issue.record("no string for \(bytes)")
                continue
            }
            if bytes.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
            #expect(
                unsafeBitCast(made, to: (UInt64, UInt64).self)
                    == unsafeBitCast(reference, to: (UInt64, UInt64).self))
            #expect(made == reference)
            #expect(made.hashValue == reference.hashValue)
            #expect(Array(made.utf8) == bytes)
            #expect(made.count == reference.count)
            var grown = made
            grown += "-and-some-more-text"
            #expect(grown == reference + "-and-some-more-text")
        }
        #expect(nonASCII > 1_000)
    }

    /// Swift compares text by its canonical form: so do made strings.
    @Test func canonicallyEquivalentMadeStringsAreEqual() {
        let composed = Array("café".utf8).withUnsafeBufferPointer(InlineString.make)
        let decomposed = Array("cafe\u{301}".utf8).withUnsafeBufferPointer(InlineString.make)
        #expect(composed != nil)
        #expect(composed == decomposed)
        #expect(composed?.hashValue == decomposed?.hashValue)
    }

    @Test func longOrInvalidTextIsLeftToTheCaller() {
        let sixteen = Array("p-00000000000001".utf8)
        #expect(sixteen.count == 16)
        #expect(sixteen.withUnsafeBufferPointer(InlineString.make) == nil)
        for invalid: [UInt8] in [
            [0xFF], [0x61, 0xC3], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        ] {
            #expect(invalid.withUnsafeBufferPointer(InlineString.make) == nil, "\(invalid)")
        }
        #expect(Array("p-1".utf8).withUnsafeBufferPointer(InlineString.make) == "p-1")
    }

    /// Arrays of every size come out of the scratch whole and in order, the short ones by
    /// their literal path and the longer ones by the general one.
    @Test func scratchArraysKeepEveryStringInOrder() {
        let scratch = StringScratch()
        for count in 0...20 {
            let strings = (0..<count).map { "tag-\($0)-" + String(repeating: "x", count: $0) }
            for string in strings { scratch.append(string) }
            #expect(scratch.takeArray() == strings)
            #expect(scratch.count == 0)
        }
    }
}
