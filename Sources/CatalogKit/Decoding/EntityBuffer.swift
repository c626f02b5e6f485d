import Dispatch

/// A growable run of entities that can be moved out without copying (no retain or release
/// per string), so segments decoded on different threads join into one array with one
/// `memcpy`-like move each.
///
/// Filled by one segment's thread, then handed to the joining thread through the
/// decoder's lock (`SegmentedArrayDecoder.lock`), never used by two threads at once.
final class EntityBuffer<Entity>: @unchecked Sendable {
    private var storage: UnsafeMutablePointer<Entity>
    /// The storage's own mapping, when it is large enough for huge pages (see
    /// `HugePages.Mapping`); `nil` for memory from `allocate`.
    private var mapping: HugePages.Mapping?
    private var capacity: Int
    private(set) var count = 0

    /// Storage this large or larger gets its own huge-page mapping.
    private static var mappedFrom: Int { 1 << 20 }

    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        (storage, mapping) = Self.allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        Self.deallocate(storage, mapping)
    }

    func append(_ entity: consuming Entity) {
        if count == capacity {
            let (grown, grownMapping) = Self.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            Self.deallocate(storage, mapping)
            (storage, mapping) = (grown, grownMapping)
            capacity *= 2
        }
        (storage + count).initialize(to: entity)
        count += 1
    }

    /// Gives back the memory past the entities when the storage is its own mapping, so that
    /// a finished segment holds the huge pages it filled and no more than the 4 KB pages it
    /// used of the last one (a segment's capacity is a generous guess).
    func releaseUnusedMemory() {
        mapping?.releasePages(after: count * MemoryLayout<Entity>.stride)
    }

    private static func allocate(capacity: Int) -> (UnsafeMutablePointer<Entity>, HugePages.Mapping?) {
        let bytes = capacity.multipliedReportingOverflow(by: MemoryLayout<Entity>.stride)
        if !bytes.overflow, bytes.partialValue >= mappedFrom,
            let mapping = HugePages.Mapping(byteCount: bytes.partialValue)
        {
            return (mapping.start.bindMemory(to: Entity.self, capacity: capacity), mapping)
        }
        return (.allocate(capacity: capacity), nil)
    }

    private static func deallocate(_ storage: UnsafeMutablePointer<Entity>, _ mapping: HugePages.Mapping?) {
        if let mapping { mapping.unmap() } else { storage.deallocate() }
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
        Self.deallocate(storage, mapping)
        capacity = 1
        (storage, mapping) = (.allocate(capacity: 1), nil)
    }

    /// Joins buffers into one array, emptying them: the buffers are moved on two threads at
    /// once when there are enough entities to be worth it, each thread moving whole buffers
    /// into its own part of the array.
    static func join(_ buffers: [EntityBuffer<Entity>]) -> [Entity] {
        var starts: [Int] = []
        starts.reserveCapacity(buffers.count)
        var total = 0
        for buffer in buffers {
            starts.append(total)
            total += buffer.count
        }
        // The first buffer of the second thread's share: about half the entities.
        let split = starts.firstIndex { $0 >= total / 2 } ?? buffers.count
        let offsets = starts
        return [Entity](unsafeUninitializedCapacity: total) { destination, initialized in
            if let start = destination.baseAddress {
                HugePages.advise(destination)
                let target = Destination(start: start)
                let shares = total >= 1 << 16 ? [0..<split, split..<buffers.count] : [0..<buffers.count]
                DispatchQueue.concurrentPerform(iterations: shares.count) { share in
                    for index in shares[share] {
                        buffers[index].moveAll(to: target.start + offsets[index])
                    }
                }
            }
            initialized = total
        }
    }

    /// The array's storage while buffers are moved into it.
    private struct Destination: @unchecked Sendable {
        // @unchecked: each thread writes only the ranges of the buffers it moves (disjoint).
        let start: UnsafeMutablePointer<Entity>
    }
}
