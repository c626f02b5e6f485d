/// Makes strings of at most 15 ASCII bytes (ids like `"p-0000001"`, shop ids, categories)
/// straight from their bytes, in the inline form Swift itself gives such strings: no
/// allocation, no scan, a few instructions instead of the 20–40 ns of
/// `String(decoding:as:)`. A million-product catalog makes about ten million of them.
///
/// The form is Swift's small-string layout on 64-bit platforms: the bytes in order, the
/// last byte holding the count and the flags "small, ASCII, immortal". The standard library
/// keeps that layout stable on Apple platforms, but nothing promises it everywhere, so it is
/// checked once per process: unless `String(decoding:as:)` gives exactly the same bits for
/// every length from 0 to 15, ``make(_:)`` answers `nil` and callers decode as before.
enum ShortASCIIString {
    /// The most bytes a string made here can have.
    static let capacity = 15

    /// Whether this platform lays out short ASCII strings as this type makes them.
    static let isAvailable: Bool = {
        guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else { return false }
        let probe = Array("p-0000001/Shop_Z".utf8)
        for count in 0...capacity {
            for shift in 0..<3 {
                let bytes = (0..<count).map { probe[($0 &+ shift) % probe.count] }
                let made = bytes.withUnsafeBufferPointer(build)
                let reference = String(decoding: bytes, as: UTF8.self)
                guard
                    unsafeBitCast(reference, to: (UInt64, UInt64).self)
                        == unsafeBitCast(made, to: (UInt64, UInt64).self),
                    made == reference, made.utf8.elementsEqual(bytes)
                else { return false }
            }
        }
        return true
    }()

    /// The string of `bytes`, or `nil` when they are more than ``capacity``, not all ASCII
    /// (the caller usually knows; it is checked again here), or this platform's layout is
    /// not the expected one.
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= capacity, isAvailable, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return build(bytes)
    }

    /// The inline string of at most 15 ASCII bytes, by the expected layout.
    private static func build(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            raw.copyMemory(from: UnsafeRawBufferPointer(bytes))
            // Immortal (0x80), ASCII (0x40) and small (0x20), with the count, in the last byte.
            raw[15] = 0xE0 | UInt8(truncatingIfNeeded: bytes.count)
        }
        return unsafeBitCast(words, to: String.self)
    }
}
