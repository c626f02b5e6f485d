/// A data file cut into pieces by its bytes alone, the same way whether it is decoded whole
/// or only looked at, so that the load and every later look agree on them without parsing:
/// a piece starts at each `{` that follows `}` and `,` (white space between, at most
/// ``maximumGap`` bytes each), which is where the elements of a top-level array of objects
/// start. A `{` inside a string can look the same; such a false start only splits an element
/// into two pieces, and the element still covers its pieces whole.
///
/// Each piece has a hash of its bytes, and the pieces are grouped into chunks by their
/// contents alone: a chunk ends after a piece whose hash has its low bits zero (one piece in
/// ``chunkSpan`` on average). So an element inserted or removed only changes the chunk it
/// sits in, and a file's chunks can be compared with the chunks it had by hash.
enum Pieces {
    /// The most white space allowed between `}`, `,` and `{` at a piece's start: a bound, so
    /// that whether a byte starts a piece depends on a few bytes before it only.
    static let maximumGap = 64
    /// The bytes before a piece's start that decide whether it is one.
    static let lookBehind = 2 * maximumGap + 2
    /// Pieces per chunk, on average (a power of two).
    static let chunkSpan: UInt64 = 64

    /// The pieces of a file: where each starts, and the hash of its bytes (up to the next
    /// piece, or the end of the range scanned).
    struct List: Sendable {
        var offsets: [Int] = []
        var hashes: [UInt64] = []

        var count: Int { offsets.count }

        mutating func append(contentsOf other: List) {
            offsets.append(contentsOf: other.offsets)
            hashes.append(contentsOf: other.hashes)
        }
    }

    /// Whether the `{` at `offset` starts a piece, looking back no further than `lowerBound`.
    @inline(__always)
    static func startsPiece(_ base: UnsafePointer<UInt8>, at offset: Int, lowerBound: Int) -> Bool {
        var back = offset - 1
        var gap = 0
        while back >= lowerBound, isWhitespace(base[back]) {
            back -= 1
            gap += 1
            if gap > maximumGap { return false }
        }
        guard back >= lowerBound, base[back] == UInt8(ascii: ",") else { return false }
        back -= 1
        gap = 0
        while back >= lowerBound, isWhitespace(base[back]) {
            back -= 1
            gap += 1
            if gap > maximumGap { return false }
        }
        return back >= lowerBound && base[back] == UInt8(ascii: "}")
    }

    /// The first piece start at or after `from`, before `to`; bytes from `lowerBound` on may
    /// be looked at.
    static func nextStart(
        in base: UnsafePointer<UInt8>, from: Int, to: Int, lowerBound: Int
    ) -> Int? {
        var offset = from
        let brace = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        while offset < to {
            if offset + 16 <= to {
                let chunk = ByteScan.load(base, offset)
                guard let lane = ByteScan.firstMarked(ByteScan.zeroLanes(chunk ^ brace)) else {
                    offset += 16
                    continue
                }
                offset += lane
            } else if base[offset] != UInt8(ascii: "{") {
                offset += 1
                continue
            }
            if startsPiece(base, at: offset, lowerBound: lowerBound) { return offset }
            offset += 1
        }
        return nil
    }

    /// Scans `start..<end`, where `start` is a piece's start (or an element's), and appends
    /// the pieces found: the first at `start`, the last ending at `end`.
    static func scan(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into list: inout List) {
        guard start < end else { return }
        var pieceStart = start
        var next = start + 1
        while let found = nextStart(in: base, from: next, to: end, lowerBound: start) {
            list.offsets.append(pieceStart)
            list.hashes.append(hash(base + pieceStart, count: found - pieceStart))
            pieceStart = found
            next = found + 1
        }
        list.offsets.append(pieceStart)
        list.hashes.append(hash(base + pieceStart, count: end - pieceStart))
    }

    /// Whether a chunk ends after a piece with this hash.
    @inline(__always)
    static func endsChunk(_ pieceHash: UInt64) -> Bool {
        pieceHash & (chunkSpan - 1) == 0
    }

    /// The hash of a run of pieces, from their hashes in order (a chunk's, or an element's).
    @inline(__always)
    static func combine(_ hash: UInt64, _ piece: UInt64) -> UInt64 {
        mix((hash ^ piece) &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019)
    }

    /// The starting value of ``combine(_:_:)``.
    static let seed: UInt64 = 0x243F_6A88_85A3_08D3

    /// A 64-bit hash of `count` bytes: four lanes of 8-byte words, then the tail, then a final
    /// mix so that the low bits (which decide chunk ends) depend on every byte. Each step is
    /// invertible, so any one changed byte changes the hash. The same as feeding the bytes to
    /// a `Hasher` in pieces of any size.
    static func hash(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var hasher = Hasher()
        let whole = count / 32 * 32
        hasher.consumeGroups(UnsafeRawPointer(bytes), count: whole)
        hasher.count = count
        return hasher.finish(tail: UnsafeRawPointer(bytes + whole), count: count - whole)
    }

    /// `hash(_:count:)` over bytes that arrive in pieces.
    struct Hasher {
        private var lanes = SIMD4<UInt64>(
            0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB, 0xD6E8_FEB8_6659_FD93)
        /// Bytes fed so far.
        fileprivate(set) var count = 0
        /// The bytes of an unfinished 32-byte group.
        private var pending = SIMD32<UInt8>()
        private var pendingCount = 0

        /// Feeds the next `count` bytes.
        mutating func consume(_ bytes: UnsafePointer<UInt8>, count: Int) {
            self.count += count
            var offset = 0
            if pendingCount > 0 {
                while pendingCount < 32, offset < count {
                    pending[pendingCount] = bytes[offset]
                    pendingCount += 1
                    offset += 1
                }
                guard pendingCount == 32 else { return }
                withUnsafeBytes(of: pending) { consumeGroups($0.baseAddress!, count: 32) }
                pendingCount = 0
            }
            let whole = (count - offset) / 32 * 32
            consumeGroups(UnsafeRawPointer(bytes + offset), count: whole)
            offset += whole
            while offset < count {
                pending[pendingCount] = bytes[offset]
                pendingCount += 1
                offset += 1
            }
        }

        /// The hash of everything fed.
        func finish() -> UInt64 {
            withUnsafeBytes(of: pending) { finish(tail: $0.baseAddress!, count: pendingCount) }
        }

        fileprivate mutating func consumeGroups(_ raw: UnsafeRawPointer, count: Int) {
            let prime = SIMD4<UInt64>(repeating: 0x100_0000_01B3)
            var offset = 0
            while offset + 32 <= count {
                let words = SIMD4<UInt64>(
                    raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self),
                    raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                lanes = (lanes ^ words) &* prime
                lanes = lanes ^ (lanes &>> 29)
                offset += 32
            }
        }

        fileprivate func finish(tail raw: UnsafeRawPointer, count tailCount: Int) -> UInt64 {
            var hash = UInt64(truncatingIfNeeded: count)
            for lane in 0..<4 { hash = mix(hash ^ lanes[lane]) }
            var offset = 0
            while offset + 8 <= tailCount {
                hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var last: UInt64 = 0
            var shift: UInt64 = 0
            while offset < tailCount {
                last |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift += 8
                offset += 1
            }
            return mix(hash ^ last ^ (shift << 56))
        }
    }

    /// SplitMix64's finalizer: every input bit reaches every output bit.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
