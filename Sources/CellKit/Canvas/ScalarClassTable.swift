/// The generated per-scalar classes, decoded once into a two-stage lookup: a block number for
/// every 128 code points, then the distinct blocks' class bytes.
///
/// A lookup is two array reads; the generated text is decoded once per process.
struct ScalarClassTable: Sendable {
    /// The table of ``UnicodeWidthData``.
    static let shared = ScalarClassTable()

    private let blockIndex: [UInt16]
    private let blocks: [UInt8]
    private let shift = UInt32(UnicodeWidthData.blockShift)

    private init() {
        var letterValues = [UInt8](repeating: 0, count: 128)
        for (value, letter) in UnicodeWidthData.alphabet.utf8.enumerated() {
            letterValues[Int(letter)] = UInt8(value)
        }
        let letters = UnicodeWidthData.encodedIndex.utf8.filter { $0 != UInt8(ascii: "\n") && $0 != 32 }
        var index: [UInt16] = []
        index.reserveCapacity(letters.count / 2)
        var position = 0
        while position + 1 < letters.count {
            let high = UInt16(letterValues[Int(letters[position])])
            let low = UInt16(letterValues[Int(letters[position + 1])])
            index.append(high << 6 | low)
            position += 2
        }
        blockIndex = index
        blocks = UnicodeWidthData.encodedBlocks.utf8.compactMap { letter in
            letter == UInt8(ascii: "\n") || letter == 32
                ? nil : UnicodeWidthData.palette[Int(letterValues[Int(letter)])]
        }
        precondition(
            blockIndex.count << UnicodeWidthData.blockShift == 0x11_0000
                && blocks.count == UnicodeWidthData.blockCount << UnicodeWidthData.blockShift,
            "the generated width table is damaged: regenerate UnicodeWidthData.swift")
    }

    /// The class byte of the scalar `value` (at most U+10FFFF).
    @inline(__always)
    func bits(of value: UInt32) -> UInt8 {
        let block = Int(blockIndex[Int(value >> shift)])
        return blocks[block << Int(shift) | Int(value & ((1 << shift) - 1))]
    }
}
