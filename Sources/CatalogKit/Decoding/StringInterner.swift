import Foundation

/// Hands out one shared `String` per distinct text in fields whose values repeat (brands,
/// tags, note titles, editors, summaries), so 500,000 notes with a few dozen summaries hold
/// a few dozen summaries, not 500,000 copies: less memory, and no allocation, copy or UTF-8
/// check for a text seen before.
///
/// Only texts too long for Swift's inline small strings (more than 15 bytes) are worth
/// sharing. The table is small and fixed; once full, new texts are simply not shared.
/// Owned by one `ElementReader` (one thread).
final class StringInterner {
    private static let slotCount = 1024
    private static let maximumEntries = 512

    // Unchecked: one thread owns the interner, and a dynamic exclusivity check per access
    // cost more than the lookup itself.
    @exclusivity(unchecked) private var hashes: [UInt64]
    @exclusivity(unchecked) private var strings: [String?]
    @exclusivity(unchecked) private var entries = 0

    init() {
        hashes = Array(repeating: 0, count: Self.slotCount)
        strings = Array(repeating: nil, count: Self.slotCount)
    }

    /// The shared string for `bytes` (valid UTF-8 already known, or checked by `make`),
    /// made by `make` the first time.
    func string(
        _ bytes: UnsafeBufferPointer<UInt8>, make: () throws(DecodingFailure) -> String
    ) throws(DecodingFailure) -> String {
        guard bytes.count > 15, let start = bytes.baseAddress else { return try make() }
        let hash = Self.hash(start, bytes.count)
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while var existing = strings[slot] {
            if hashes[slot] == hash {
                let isSame = existing.withUTF8 { utf8 in
                    guard utf8.count == bytes.count, let stored = utf8.baseAddress else { return false }
                    return memcmp(stored, start, bytes.count) == 0
                }
                if isSame { return existing }
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        let made = try make()
        if entries < Self.maximumEntries {
            hashes[slot] = hash
            strings[slot] = made
            entries += 1
        }
        return made
    }

    /// FNV-1a over 8-byte words, then the tail bytes (also `StringArrayInterner`'s key).
    static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
            offset += 8
        }
        while offset < count {
            hash = (hash ^ UInt64(start[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        return hash ^ (hash >> 29)
    }
}
