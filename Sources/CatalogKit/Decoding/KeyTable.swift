import Foundation

/// A schema's field names laid out once in one block of bytes, so matching a key is a
/// length check and a `memcmp`, with no array retained per comparison.
///
/// Immutable after `init`, and never freed (one per schema, for the process's lifetime).
final class KeyTable: @unchecked Sendable {
    let count: Int
    private let bytes: UnsafeMutablePointer<UInt8>
    private let offsets: UnsafeMutablePointer<Int>
    /// Each key's length in bytes (a raw pointer: read per key, it must not retain).
    let lengths: UnsafeMutablePointer<Int>
    let names: [String]
    /// Each key as it starts a field in compact JSON: `"key":`, one block like `bytes`.
    private let fieldStarts: UnsafeMutablePointer<UInt8>
    private let fieldStartOffsets: UnsafeMutablePointer<Int>

    /// A table of `keys`.
    convenience init(_ keys: [StaticString]) {
        self.init(names: keys.map(\.description))
    }

    /// A table of `names`, in order.
    init(names: [String]) {
        let keys = names.map { Array($0.utf8) }
        count = keys.count
        self.names = names
        lengths = .allocate(capacity: Swift.max(1, keys.count))
        offsets = .allocate(capacity: Swift.max(1, keys.count))
        var total = 0
        for (index, key) in keys.enumerated() {
            (lengths + index).initialize(to: key.count)
            (offsets + index).initialize(to: total)
            total += key.count
        }
        bytes = .allocate(capacity: Swift.max(1, total))
        for (index, key) in keys.enumerated() {
            (bytes + offsets[index]).initialize(from: key, count: key.count)
        }
        fieldStartOffsets = .allocate(capacity: Swift.max(1, keys.count))
        fieldStarts = .allocate(capacity: Swift.max(1, total + 3 * keys.count))
        var start = 0
        for (index, key) in keys.enumerated() {
            (fieldStartOffsets + index).initialize(to: start)
            let pattern: [UInt8] = [JSONByte.quote] + key + [JSONByte.quote, JSONByte.colon]
            (fieldStarts + start).initialize(from: pattern, count: pattern.count)
            start += pattern.count
        }
    }

    /// Whether the `available` bytes at `start` begin with `"key":` for key `index`.
    @inline(__always) func startsField(_ index: Int, at start: UnsafePointer<UInt8>, available: Int) -> Bool {
        let count = lengths[index] + 3
        guard available >= count else { return false }
        return Self.equal(
            UnsafeRawPointer(fieldStarts + fieldStartOffsets[index]), UnsafeRawPointer(start), count)
    }

    /// Whether `count` bytes at `a` and `b` are equal, 8 at a time (keys are short: inline,
    /// no call to `memcmp`).
    @inline(__always) private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int)
        -> Bool
    {
        if count >= 8 {
            // Whole words, then the last eight bytes (overlapping the words already compared).
            var offset = 0
            while offset + 8 < count {
                guard
                    a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for offset in 0..<count
        where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self)
        {
            return false
        }
        return true
    }

    /// Whether the `count` bytes at `start` spell key `index`.
    @inline(__always) func matches(_ index: Int, _ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard lengths[index] == count else { return false }
        return Self.equal(UnsafeRawPointer(bytes + offsets[index]), UnsafeRawPointer(start), count)
    }

    /// The key the bytes spell, if any.
    func index(of start: UnsafePointer<UInt8>, count: Int) -> Int? {
        (0..<self.count).first { matches($0, start, count: count) }
    }
}
