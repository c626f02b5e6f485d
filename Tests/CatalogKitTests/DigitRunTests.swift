import Relay
import Testing

@testable import CatalogKit

/// The word-at-a-time digit reader agrees with reading one character at a time, for every
/// length and for the bytes that sit next to the digits in ASCII.
@Suite struct DigitRunTests {
    private func run(_ text: String) -> DigitRun {
        var bytes = Array(text.utf8.prefix(8))
        while bytes.count < 8 { bytes.append(UInt8(ascii: ",")) }
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        return DigitRun(word)
    }

    private func reference(_ text: String) -> (count: Int, value: UInt64) {
        var count = 0
        var value: UInt64 = 0
        for byte in text.utf8.prefix(8) {
            guard byte >= 0x30 && byte <= 0x39 else { break }
            value = value * 10 + UInt64(byte - 0x30)
            count += 1
        }
        return (count, value)
    }

    @Test func everyLengthAndNeighbourMatchesTheCharacterByCharacterReading() {
        var random = SplitMix64(seed: 11)
        let neighbours: [Character] = ["/", ":", ".", "e", "E", ",", "}", " ", "-", "\u{0}", "\u{7F}", "é"]
        for length in 0...8 {
            for _ in 0..<300 {
                var text = String(
                    (0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
                text.append(neighbours[Int.random(in: 0..<neighbours.count, using: &random)])
                text += "12345678"
                let found = run(text)
                let expected = reference(text)
                #expect(found.count == expected.count, "\(text)")
                #expect(found.value == expected.value, "\(text)")
            }
        }
        #expect(run("99999999").value == 99_999_999)
        #expect(run("00000000").count == 8 && run("00000000").value == 0)
        #expect(run("1200,\"cu").count == 4 && run("1200,\"cu").value == 1200)
    }
}
