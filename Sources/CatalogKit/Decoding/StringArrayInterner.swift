import Foundation

/// Hands out one shared `[String]` per distinct array text in fields whose arrays repeat (a
/// product's tags: a few dozen combinations among a million products), so a repeated array
/// costs no allocation and the catalog holds each combination once.
///
/// Keyed by the array's bytes in the file, `[` to `]`: the same bytes always decode to the
/// same array. Small and fixed like `StringInterner`; once full, new arrays are simply not
/// shared. Owned by one `ElementReader` (one thread).
final class StringArrayInterner {
    private static let slotCount = 256
    private static let maximumEntries = 128

    // Unchecked, as in `StringInterner`: one thread owns the interner.
    @exclusivity(unchecked) private var hashes: [UInt64]
    @exclusivity(unchecked) private var texts: [[UInt8]]
    @exclusivity(unchecked) private var arrays: [[String]?]
    @exclusivity(unchecked) private var entries = 0

    init() {
        hashes = Array(repeating: 0, count: Self.slotCount)
        texts = Array(repeating: [], count: Self.slotCount)
        arrays = Array(repeating: nil, count: Self.slotCount)
    }

    /// The shared array for the array text `bytes`, made by `make` the first time.
    func array(_ bytes: UnsafeBufferPointer<UInt8>, make: () -> [String]) -> [String] {
        guard let start = bytes.baseAddress else { return make() }
        let hash = StringInterner.hash(start, bytes.count)
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while let existing = arrays[slot] {
            if hashes[slot] == hash, Self.equal(texts[slot], start, bytes.count) { return existing }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        let made = make()
        if entries < Self.maximumEntries {
            hashes[slot] = hash
            texts[slot] = Array(bytes)
            arrays[slot] = made
            entries += 1
        }
        return made
    }

    private static func equal(_ text: [UInt8], _ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        text.withUnsafeBufferPointer { stored in
            guard stored.count == count, let base = stored.baseAddress else { return stored.count == count }
            return memcmp(base, start, count) == 0
        }
    }
}
