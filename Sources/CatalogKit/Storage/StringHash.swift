/// A fast, seeded 64-bit hash of a string's UTF-8 bytes, for the catalog's bulk-built
/// tables (``PositionTable``), where Swift's `Hasher` (SipHash, built for any `Hashable`)
/// was the largest single cost of loading a million products.
///
/// Two strings Swift considers equal always hash alike: ASCII text is hashed by its bytes
/// (for ASCII, equal strings have equal bytes), and any other text by its `hashValue`, which
/// Swift computes over the normalized form, so `"café"` written precomposed or with a
/// combining accent still finds the same entry.
///
/// The seed is random per process, as `Hasher`'s is, so a data file cannot be written to
/// make every id collide.
enum StringHash {
    /// The per-process seed.
    private static let seed = UInt64.random(in: .min ... .max)
    private static let p0: UInt64 = 0xa076_1d64_78bd_642f
    private static let p1: UInt64 = 0xe703_7ed1_a0b4_28db
    private static let p2: UInt64 = 0x8ebc_6af0_9c88_c6e3
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The hash of `string`.
    static func hash(_ string: String) -> UInt64 {
        if let hash = string.utf8.withContiguousStorageIfAvailable({ bytes in
            hash(bytes) ?? normalized(string)
        }) {
            return hash
        }
        var copy = string
        return copy.withUTF8 { bytes in hash(bytes) ?? normalized(string) }
    }

    /// Swift's own hash, for text that is not all ASCII.
    private static func normalized(_ string: String) -> UInt64 {
        UInt64(bitPattern: Int64(string.hashValue)) ^ seed
    }

    /// The hash of ASCII bytes, or `nil` if any byte is not ASCII.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return mix(seed ^ p0, p1) }
        let raw = UnsafeRawPointer(base)
        var state = seed ^ mix(UInt64(truncatingIfNeeded: count) ^ p0, p1)
        var seen: UInt64 = 0
        var offset = 0
        while offset + 16 <= count {
            let first = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let second = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            seen |= first | second
            state = mix(first ^ p1 ^ state, second ^ p2 ^ seed)
            offset += 16
        }
        let rest = count - offset
        var first: UInt64 = 0
        var second: UInt64 = 0
        if rest >= 8 {
            first = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            second = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if rest >= 4 {
            first = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            second = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else if rest > 0 {
            first =
                UInt64(base[offset]) << 16 | UInt64(base[offset + rest / 2]) << 8 | UInt64(base[count - 1])
        }
        seen |= first | second
        guard seen & highBits == 0 else { return nil }
        state = mix(first ^ p1 ^ state, second ^ p2 ^ seed)
        return mix(state ^ p0, UInt64(truncatingIfNeeded: count) ^ p2)
    }

    /// The high and low halves of the full product, folded.
    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
