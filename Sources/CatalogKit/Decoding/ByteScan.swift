/// Wide scans over bytes with Swift's `SIMD` types: 16 bytes per step, tested at once, so a
/// long run of plain text costs a few vector instructions per 16 bytes rather than a branch
/// per character.
///
/// The tests use only lane-wise arithmetic and bit operations, which the compiler turns
/// into plain SSE2/NEON instructions (`SIMD` comparisons against a scalar do not lower
/// that well): a lane's high bit is set exactly when the lane matches, and the first match
/// is the lowest set bit of the two 64-bit halves.
enum ByteScan {
    @inline(__always) static func load(_ base: UnsafePointer<UInt8>, _ offset: Int) -> SIMD16<UInt8> {
        UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// High bit set in each lane equal to zero.
    @inline(__always) static func zeroLanes(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (lanes &- SIMD16(repeating: 1)) & ~lanes
    }

    /// The index of the first lane whose high bit is set, if any.
    @inline(__always) static func firstMarked(_ marks: SIMD16<UInt8>) -> Int? {
        let words = unsafeBitCast(marks & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
        if words[0] != 0 { return words[0].trailingZeroBitCount >> 3 }
        if words[1] != 0 { return 8 + words[1].trailingZeroBitCount >> 3 }
        return nil
    }

    /// The offset of the first byte in `start..<end` that ends or interrupts a JSON string's
    /// plain text (`"`, `\`, or a control character below U+0020), or `end`; and whether
    /// any byte before it is outside ASCII.
    @inline(__always) static func stringSpecial(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
    ) -> (offset: Int, sawNonASCII: Bool) {
        var offset = start
        var seen = SIMD16<UInt8>(repeating: 0)
        while offset + 16 <= end {
            let chunk = load(base, offset)
            let special =
                zeroLanes(chunk ^ SIMD16(repeating: 0x22)) | zeroLanes(chunk ^ SIMD16(repeating: 0x5C))
                | ((chunk &- SIMD16(repeating: 0x20)) & ~chunk)
            if let lane = firstMarked(special) {
                // Only the bytes before the hit count: mask the later lanes off.
                let words = unsafeBitCast(chunk & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
                let before: UInt64 =
                    lane >= 8
                    ? words[0] | (words[1] & ((1 &<< UInt64((lane - 8) * 8)) &- 1))
                    : words[0] & ((1 &<< UInt64(lane * 8)) &- 1)
                return (offset + lane, before != 0 || firstMarked(seen) != nil)
            }
            seen |= chunk
            offset += 16
        }
        var sawNonASCII = firstMarked(seen) != nil
        while offset < end {
            let byte = base[offset]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
            if byte >= 0x80 { sawNonASCII = true }
            offset += 1
        }
        return (offset, sawNonASCII)
    }

    /// The high bit of each byte of the little-endian word `word` that ends or interrupts a
    /// JSON string's plain text (`"`, `\\`, or a control character below U+0020), in plain
    /// 64-bit arithmetic. Bytes above the first marked one may be marked wrongly (a borrow
    /// runs upwards); the first mark is always exact, and only it may be used.
    @inline(__always) static func stringSpecialMarks(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (0x22 &* ones)
        let backslashes = word ^ (0x5C &* ones)
        let controls = (word &- 0x20 &* ones) & ~word
        return (((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | controls)
            & 0x8080_8080_8080_8080
    }

    /// The offset of the first byte in `start..<end` that is not an ASCII digit, or `end`.
    @inline(__always) static func digitsEnd(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int
    {
        var offset = start
        while offset < end, base[offset] &- 0x30 < 10 { offset += 1 }
        return offset
    }
}
