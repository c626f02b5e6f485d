/// A fixed table of offsets that belongs to one reader (written per key, so it must not
/// pay a uniqueness check); freed with the reader.
final class OffsetTable {
    let offsets: UnsafeMutablePointer<Int>

    init(count: Int) {
        offsets = .allocate(capacity: Swift.max(1, count))
        offsets.initialize(repeating: 0, count: Swift.max(1, count))
    }

    deinit {
        offsets.deallocate()
    }
}
