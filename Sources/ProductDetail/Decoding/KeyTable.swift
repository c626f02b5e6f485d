import Foundation

/// A schema's field names laid out once in one block of bytes, so matching a key is a
/// length check and a `memcmp`, with no array retained per comparison.
///
/// Immutable after `init`, and never freed (one per schema, for the process's lifetime).
final class KeyTable: @unchecked Sendable {
    let count: Int
    private let bytes: UnsafeMutablePointer<UInt8>
    private let offsets: [Int]
    let lengths: [Int]
    let names: [String]

    init(_ keys: [StaticString]) {
        count = keys.count
        lengths = keys.map(\.utf8CodeUnitCount)
        names = keys.map { $0.description }
        var offsets: [Int] = []
        var total = 0
        for length in lengths {
            offsets.append(total)
            total += length
        }
        self.offsets = offsets
        bytes = .allocate(capacity: Swift.max(1, total))
        for (index, key) in keys.enumerated() {
            (bytes + offsets[index]).initialize(from: key.utf8Start, count: key.utf8CodeUnitCount)
        }
    }

    /// Whether the `count` bytes at `start` spell key `index`.
    @inline(__always) func matches(_ index: Int, _ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        lengths[index] == count && memcmp(bytes + offsets[index], start, count) == 0
    }

    /// The key the bytes spell, if any.
    func index(of start: UnsafePointer<UInt8>, count: Int) -> Int? {
        (0..<self.count).first { matches($0, start, count: count) }
    }
}
