/// Makes strings of at most 15 UTF-8 bytes (ids like `"p-0000001"`, shop ids, categories,
/// tags, emoji) straight from their bytes, in the inline form Swift itself gives such
/// strings: no allocation and a few instructions, against 150–250 for
/// `String(decoding:as:)`. A million-product catalog makes about fifteen million of them.
///
/// The form is Swift's small-string layout on 64-bit platforms: the bytes in order, the
/// last byte holding the count and the flags "immortal, small" and, for all-ASCII text,
/// "ASCII". The standard library keeps that layout stable on Apple platforms, but nothing
/// promises it everywhere, so it is checked once per process: unless
/// `String(decoding:as:)` gives exactly the same bits for ASCII text of every length from 0
/// to 15 and for a range of other text, ``make(_:)`` answers `nil` and callers decode as
/// before.
enum InlineString {
    /// The most bytes a string made here can have.
    static let capacity = 15

    /// Whether this platform lays out short strings as this type makes them.
    static let isAvailable: Bool = {
        guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else { return false }
        let ascii = Array("p-0000001/Shop_Z".utf8)
        var probes: [[UInt8]] = []
        for count in 0...capacity {
            for shift in 0..<3 { probes.append((0..<count).map { ascii[($0 &+ shift) % ascii.count] }) }
        }
        // Composed and decomposed accents, CJK, Hangul, emoji with a variation selector, a
        // full-width letter: text whose normal forms differ, at several lengths up to 15.
        for text in ["é", "e\u{301}", "限定", "🖋️", "台所道具店", "한국어", "aé-1", "Ａ", "ü🎧x", "日本製の時"] {
            probes.append(Array(text.utf8))
        }
        for bytes in probes {
            let reference = String(decoding: bytes, as: UTF8.self)
            guard let made = bytes.withUnsafeBufferPointer(build),
                unsafeBitCast(reference, to: (UInt64, UInt64).self)
                    == unsafeBitCast(made, to: (UInt64, UInt64).self),
                made == reference, made.utf8.elementsEqual(bytes)
            else { return false }
        }
        return true
    }()

    /// The string of `bytes`, or `nil` when they are more than ``capacity``, not valid
    /// UTF-8 (the caller reports that), or this platform's layout is not the expected one.
    @inline(__always)
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= capacity, isAvailable else { return nil }
        return build(bytes)
    }

    /// Up to 15 bytes as two little-endian words (zeros after them), read with a few
    /// overlapping loads inside `bytes`, never past them.
    @inline(__always)
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        guard let start = bytes.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(start)
        let count = bytes.count
        func word(at offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        func half(at offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        switch count {
        case 8...15:
            // The last eight bytes, shifted down past those the first word already holds.
            return (word(at: 0), count == 8 ? 0 : word(at: count - 8) >> UInt64((16 - count) * 8))
        case 4...7:
            let low = half(at: 0)
            let high = half(at: count - 4) >> UInt64((8 - count) * 8)
            return (low | high << 32, 0)
        default:
            var low: UInt64 = 0
            for index in 0..<Swift.min(count, 3) { low |= UInt64(start[index]) << UInt64(index * 8) }
            return (low, 0)
        }
    }

    /// The inline string of at most 15 bytes, by the expected layout; `nil` for invalid
    /// UTF-8.
    @inline(__always)
    private static func build(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= capacity else { return nil }
        return make(words: Self.words(bytes), of: bytes)
    }

    /// The inline string of `bytes` (at most 15), already read as two little-endian words
    /// with zeros after the bytes; `nil` for invalid UTF-8. The caller has checked
    /// ``isAvailable``.
    @inline(__always)
    static func make(words: (UInt64, UInt64), of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= capacity else { return nil }
        var words = words
        let isASCII = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
        if !isASCII {
            guard UTF8Validator.firstInvalidOffset(in: bytes) == nil else { return nil }
        }
        // Immortal (0x80), ASCII (0x40), small (0x20), and the count, in the last byte.
        let flags: UInt64 = isASCII ? 0xE0 : 0xA0
        words.1 |= (flags | UInt64(truncatingIfNeeded: bytes.count)) << 56
        return unsafeBitCast(words, to: String.self)
    }
}
