/// The strings of one JSON array collected before the array's size is known, then moved
/// into an array of exactly that size: one allocation per array and no retain or release
/// per string.
///
/// Owned by one `ElementReader` (one thread); its storage is freed with it.
struct StringScratch {
    private final class Storage {
        var base: UnsafeMutablePointer<String>
        var capacity: Int
        var count = 0

        init() {
            capacity = 16
            base = .allocate(capacity: capacity)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    private let storage = Storage()

    var count: Int { storage.count }

    func removeAll() {
        storage.base.deinitialize(count: storage.count)
        storage.count = 0
    }

    func append(_ string: String) {
        if storage.count == storage.capacity {
            let grown = UnsafeMutablePointer<String>.allocate(capacity: storage.capacity * 2)
            grown.moveInitialize(from: storage.base, count: storage.count)
            storage.base.deallocate()
            storage.base = grown
            storage.capacity *= 2
        }
        (storage.base + storage.count).initialize(to: string)
        storage.count += 1
    }

    /// The strings, moved out; the scratch is empty afterwards.
    func takeArray() -> [String] {
        let count = storage.count
        let source = storage.base
        storage.count = 0
        return [String](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress { start.moveInitialize(from: source, count: count) }
            initialized = count
        }
    }
}
