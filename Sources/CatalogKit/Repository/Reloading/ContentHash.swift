import Foundation

/// A 64-bit hash of a file's bytes in the manner of FNV-1a, taken over 32-byte groups as
/// four independent lanes of 8-byte little-endian words (so the processor runs the four
/// multiplications side by side), then folded, then the tail bytes one by one. Decides
/// whether a file whose time or size changed really has new content (`touch` alone is not
/// a change). Any one changed byte changes the hash: every step is invertible.
///
/// It can be fed in pieces of any size as a file is read block by block, and gives the same
/// value as hashing all the bytes at once.
struct ContentHash: Sendable, Equatable {
    private static let prime: UInt64 = 0x100_0000_01b3
    private static let groupSize = 32
    private var lanes = SIMD4<UInt64>(
        0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_8422_2325_cbf2, 0x2325_cbf2_9ce4_8422)
    /// Bytes of an unfinished group, waiting for the next piece.
    private var pending: [UInt8] = []

    /// The hash of `data`.
    static func of(_ data: Data) -> UInt64 {
        var hash = ContentHash()
        data.withUnsafeBytes { hash.consume($0) }
        return hash.value
    }

    /// Feeds the next bytes of the file.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        if !pending.isEmpty {
            offset = Swift.min(Self.groupSize - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<offset])
            guard pending.count == Self.groupSize else { return }
            pending.withUnsafeBytes { mix($0, at: 0) }
            pending.removeAll(keepingCapacity: true)
        }
        while offset + Self.groupSize <= bytes.count {
            mix(bytes, at: offset)
            offset += Self.groupSize
        }
        if offset < bytes.count { pending.append(contentsOf: bytes[offset...]) }
    }

    @inline(__always)
    private mutating func mix(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        func word(_ index: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + index * 8, as: UInt64.self))
        }
        lanes = (lanes ^ SIMD4(word(0), word(1), word(2), word(3))) &* SIMD4(repeating: Self.prime)
    }

    /// The hash of everything fed so far: the lanes folded, then the tail bytes one by one.
    var value: UInt64 {
        var hash = lanes[0]
        for lane in 1..<4 { hash = (hash ^ lanes[lane]) &* Self.prime }
        for byte in pending { hash = (hash ^ UInt64(byte)) &* Self.prime }
        return hash
    }
}
