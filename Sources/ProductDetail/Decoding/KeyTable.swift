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

    init(_ keys: [StaticString]) {
        count = keys.count
        names = keys.map { $0.description }
        lengths = .allocate(capacity: Swift.max(1, keys.count))
        offsets = .allocate(capacity: Swift.max(1, keys.count))
        var total = 0
        for (index, key) in keys.enumerated() {
            (lengths + index).initialize(to: key.utf8CodeUnitCount)
            (offsets + index).initialize(to: total)
            total += key.utf8CodeUnitCount
        }
        bytes = .allocate(capacity: Swift.max(1, total))
        for (index, key) in keys.enumerated() {
            (bytes + offsets[index]).initialize(from: key.utf8Start, count: key.utf8CodeUnitCount)
        }
    }

    /// Whether the `count` bytes at `start` spell key `index`.
    @inline(__always) func matches(_ index: Int, _ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard lengths[index] == count else { return false }
        // Keys are short: compare 8 bytes at a time inline rather than call `memcmp`.
        let key = UnsafeRawPointer(bytes + offsets[index])
        let text = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= count {
            guard
                key.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < count {
            guard
                key.load(fromByteOffset: offset, as: UInt8.self)
                    == text.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset += 1
        }
        return true
    }

    /// The key the bytes spell, if any.
    func index(of start: UnsafePointer<UInt8>, count: Int) -> Int? {
        (0..<self.count).first { matches($0, start, count: count) }
    }
}
