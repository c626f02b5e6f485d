import Testing

@testable import ProductDetail

@Suite struct ShortASCIIStringTests {
    /// ASCII strings of every length from 0 to 15, from a seeded generator.
    static func samples(count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            (0..<(index % 16)).map { _ in UInt8(truncatingIfNeeded: generator.next() % 128) }
        }
    }

    /// On this toolchain the fast path is on, so the tests below exercise it.
    @Test func theLayoutCheckPassesOnThisPlatform() {
        #expect(ShortASCIIString.isAvailable)
    }

    /// A made string is the string `String(decoding:as:)` makes, bit for bit, and behaves as
    /// one: equal, same hash, same characters, and it can grow past the inline size.
    @Test func madeStringsAreTheStandardLibrarysOwn() {
        for bytes in Self.samples(count: 2_000, seed: 21) {
            let reference = String(decoding: bytes, as: UTF8.self)
            guard let made = bytes.withUnsafeBufferPointer(ShortASCIIString.make) else {
                Issue.record("no string for \(bytes)")
                continue
            }
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
    }

    @Test func longOrNonASCIITextIsLeftToTheCaller() {
        let sixteen = Array("p-00000000000001".utf8)
        #expect(sixteen.count == 16)
        #expect(sixteen.withUnsafeBufferPointer(ShortASCIIString.make) == nil)
        #expect(Array("café".utf8).withUnsafeBufferPointer(ShortASCIIString.make) == nil)
        #expect(Array("p-1".utf8).withUnsafeBufferPointer(ShortASCIIString.make) == "p-1")
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
