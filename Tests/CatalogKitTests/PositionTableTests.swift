import Relay
import Testing

@testable import CatalogKit

@Suite struct PositionTableTests {
    /// Strings of every length from 0 to 40, ASCII and not, from a seeded generator.
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        let alphabet: [Character] = Array("abcxyz-_0189ABZ") + ["é", "ü", "日", "👩‍🍳", "\u{301}"]
        var strings: [String] = []
        for _ in 0..<count {
            var string = ""
            for _ in 0..<Int(generator.next() % 41) {
                string.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            strings.append(string)
        }
        return strings
    }

    @Test func positionsFollowInsertionOrderAndRepeatsKeepTheFirst() {
        var table = PositionTable()
        #expect(table.insert("p-001") == (true, 0))
        #expect(table.insert("p-002") == (true, 1))
        #expect(table.insert("p-001") == (false, 0))
        #expect(table.insert("") == (true, 2))
        #expect(table.count == 3)
        #expect(table["p-002"] == 1)
        #expect(table[""] == 2)
        #expect(table["p-003"] == nil)
        #expect(table.keys == ["p-001", "p-002", ""])
        var keys: [String] = []
        table.forEachKey { keys.append(copy $0) }
        #expect(keys.sorted() == ["", "p-001", "p-002"])
    }

    @Test func agreesWithADictionaryWhileGrowingFromEmpty() {
        let strings = Self.randomStrings(count: 20_000, seed: 7)
        var table = PositionTable()
        var reference: [String: Int] = [:]
        for string in strings {
            let result = table.insert(string)
            let expected = reference[string]
            #expect(result.inserted == (expected == nil))
            if let expected {
                #expect(result.position == expected)
            } else {
                reference[string] = reference.count
            }
        }
        #expect(table.count == reference.count)
        #expect(table.dictionary == reference)
        for string in Self.randomStrings(count: 20_000, seed: 8) {
            #expect(table[string] == reference[string])
        }
    }

    /// Swift calls these equal, so a dictionary would find one by the other: so must the table.
    @Test func canonicallyEquivalentTextFindsTheSameEntry() {
        let table: PositionTable = PositionTable(["caf\u{E9}", "Ａ"])
        #expect(table["cafe\u{301}"] == 0)
        #expect(table["caf\u{E9}"] == 0)
        #expect(table["cafe"] == nil)
        #expect(StringHash.hash("caf\u{E9}") == StringHash.hash("cafe\u{301}"))
    }

    @Test func theSameTextHashesAlikeWhateverItsStorage() {
        for string in Self.randomStrings(count: 2_000, seed: 9) + ["a-rather-long-identifier-of-forty-bytes!"]
        {
            let rebuilt = String(decoding: Array(string.utf8), as: UTF8.self)
            // Line feeds never join the character next to them, so the slice is the text.
            let sliced = String(("\n" + string + "\n").dropFirst().dropLast())
            #expect(sliced == string)
            #expect(StringHash.hash(rebuilt) == StringHash.hash(string))
            #expect(StringHash.hash(sliced) == StringHash.hash(string))
        }
    }

    /// Every byte counts: ids that differ in any one byte, at any length, hash apart.
    @Test func everyByteOfAnASCIIIdentifierCounts() {
        var hashes: Set<UInt64> = []
        var total = 0
        for length in 1...40 {
            let base = Array(repeating: UInt8(ascii: "a"), count: length)
            for position in 0..<length {
                var bytes = base
                bytes[position] = UInt8(ascii: "b")
                hashes.insert(StringHash.hash(String(decoding: bytes, as: UTF8.self)))
                total += 1
            }
            hashes.insert(StringHash.hash(String(decoding: base, as: UTF8.self)))
            total += 1
        }
        #expect(hashes.count == total)
    }

    @Test func aPresizedTableHoldsItsCapacityAndMore() {
        var table = PositionTable(minimumCapacity: 1_000)
        for number in 0..<5_000 { table.insert("p-\(number)") }
        #expect(table.count == 5_000)
        for number in 0..<5_000 where table["p-\(number)"] != number {
            Issue.record("p-\(number) is not at \(number)")
        }
        #expect(table["p-5000"] == nil)
    }

    /// Batches of lookups give what one lookup at a time gives, present or absent, with
    /// repeats, in a table crowded enough that searches run past their first slot.
    @Test func batchedLookupsAgreeWithSingleOnes() {
        let stored = Self.randomStrings(count: 5_000, seed: 11)
        let table = PositionTable(stored)
        var generator = SplitMix64(seed: 13)
        let asked =
            Self.randomStrings(count: 3_000, seed: 12) + stored.shuffled(using: &generator).prefix(3_000) + [
                "", "x",
            ]
        let positions = table.positions(of: asked)
        #expect(positions.count == asked.count)
        #expect(positions.compactMap { $0 }.count > 2_900)
        for (key, position) in zip(asked, positions) where position != table[key] {
            Issue.record(
                "\(key.debugDescription) gave \(String(describing: position)), not \(String(describing: table[key]))"
            )
        }
        #expect(table.positions(of: []) == [])
    }

    /// Adding many keys at once places them as adding one by one does, grows the table as
    /// needed, and stops at the first key already present, naming its earlier position.
    @Test func batchedInsertsAgreeWithSingleOnesAndStopAtARepeat() {
        let keys = (0..<3_000).map { "p-\($0)" }
        var table = PositionTable(minimumCapacity: 10)
        table.insert("seed")
        let hashes = keys.map(StringHash.hash)
        let repeated = hashes.withUnsafeBufferPointer { hashes in
            table.insert(count: keys.count, hashes: hashes) { keys[$0] }
        }
        #expect(repeated == nil)
        #expect(table.count == 3_001)
        #expect(table.keys == ["seed"] + keys)

        let more = ["q-1", "q-2", "p-7", "q-3"]
        let moreHashes = more.map(StringHash.hash)
        let stop = moreHashes.withUnsafeBufferPointer { hashes in
            table.insert(count: more.count, hashes: hashes) { more[$0] }
        }
        #expect(stop?.index == 2)
        #expect(stop?.earlier == 8)
        #expect(table["q-2"] == 3_002)
        #expect(table["q-3"] == nil)
    }
}
