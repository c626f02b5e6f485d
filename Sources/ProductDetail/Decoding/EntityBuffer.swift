/// A growable run of entities that can be moved out without copying (no retain or release
/// per string), so segments decoded on different threads join into one array with one
/// `memcpy`-like move each.
///
/// Filled by one segment's thread, then handed to the joining thread through the
/// decoder's lock (`SegmentedArrayDecoder.lock`), never used by two threads at once.
final class EntityBuffer<Entity>: @unchecked Sendable {
    private var storage: UnsafeMutablePointer<Entity>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func append(_ entity: consuming Entity) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Entity>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: entity)
        count += 1
    }

    /// Calls `body` with the entities in place (valid only during the call).
    func withEntities<Result>(_ body: (UnsafeBufferPointer<Entity>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage, count: count))
    }

    /// Moves every entity to `destination` (uninitialized memory for `count` entities),
    /// leaving the buffer empty and its memory freed at once, so a join never holds two
    /// copies of much.
    func moveAll(to destination: UnsafeMutablePointer<Entity>) {
        destination.moveInitialize(from: storage, count: count)
        count = 0
        storage.deallocate()
        capacity = 1
        storage = .allocate(capacity: 1)
    }

    /// Joins buffers into one array, emptying them.
    static func join(_ buffers: [EntityBuffer<Entity>]) -> [Entity] {
        let total = buffers.reduce(0) { $0 + $1.count }
        return [Entity](unsafeUninitializedCapacity: total) { destination, initialized in
            var offset = 0
            if let start = destination.baseAddress {
                for buffer in buffers {
                    let count = buffer.count
                    buffer.moveAll(to: start + offset)
                    offset += count
                }
            }
            initialized = offset
        }
    }
}
