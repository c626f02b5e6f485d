/// The leading ASCII digits of 8 bytes read as one little-endian word, and their value,
/// found with word arithmetic instead of a branch per character (SWAR).
struct DigitRun {
    /// How many of the 8 bytes, from the first, are digits (0…8).
    let count: Int
    /// Those digits' value.
    let value: UInt64

    /// 10⁰ … 10⁸.
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
    ]

    @inline(__always) init(_ word: UInt64) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // A byte is a digit when its high nibble is 3 and its low nibble is below 10.
        let wrongHigh = (word & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030
        let tooLarge = ((word & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0
        let notDigit = wrongHigh | tooLarge
        // High bit of each byte that is not zero.
        let marks = (((notDigit & ~highBits) &+ (ones &* 0x7F)) | notDigit) & highBits
        let count = marks == 0 ? 8 : marks.trailingZeroBitCount >> 3
        self.count = count
        guard count > 0 else {
            value = 0
            return
        }
        // Keep the digits, move them to the top bytes (zeros below read as leading zeros),
        // then combine pairs, quads and octets.
        let digits = (word &- 0x3030_3030_3030_3030) & (count == 8 ? ~0 : (1 &<< UInt64(count * 8)) &- 1)
        var lanes = digits &<< UInt64((8 - count) * 8)
        lanes = (lanes &* 10) &+ (lanes >> 8)
        let lowPairs: UInt64 = lanes & 0x0000_00FF_0000_00FF
        let highPairs: UInt64 = (lanes >> 16) & 0x0000_00FF_0000_00FF
        let lowFactor: UInt64 = 100 + (1_000_000 << 32)
        let highFactor: UInt64 = 1 + (10_000 << 32)
        lanes = ((lowPairs &* lowFactor) &+ (highPairs &* highFactor)) >> 32
        value = lanes
    }
}
