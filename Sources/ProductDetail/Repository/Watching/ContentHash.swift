import Foundation

/// A 64-bit FNV-1a hash of a file's bytes, taken over 8-byte little-endian words (then the
/// tail bytes): 8× fewer steps than per byte. Decides whether a file whose time or size
/// changed really has new content (`touch` alone is not a change).
///
/// It can be fed in pieces of any size as a file is read block by block, and gives the same
/// value as hashing all the bytes at once.
struct ContentHash: Sendable, Equatable {
    private static let prime: UInt64 = 0x100_0000_01b3
    private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Bytes of an unfinished word, waiting for the next piece.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// The hash of `data`.
    static func of(_ data: Data) -> UInt64 {
        var hash = ContentHash()
        data.withUnsafeBytes { hash.consume($0) }
        return hash.value
    }

    /// Feeds the next bytes of the file.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while pendingCount > 0, offset < bytes.count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
            if pendingCount == 8 {
                state = (state ^ pending) &* Self.prime
                pending = 0
                pendingCount = 0
            }
        }
        let words = (bytes.count - offset) / 8
        for word in 0..<words {
            let value = UInt64(
                littleEndian: bytes.loadUnaligned(fromByteOffset: offset + word * 8, as: UInt64.self))
            state = (state ^ value) &* Self.prime
        }
        offset += words * 8
        while offset < bytes.count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
        }
    }

    /// The hash of everything fed so far: the whole words, then the tail bytes one by one.
    var value: UInt64 {
        var hash = state
        for index in 0..<pendingCount {
            hash = (hash ^ ((pending >> (8 * UInt64(index))) & 0xFF)) &* Self.prime
        }
        return hash
    }
}
