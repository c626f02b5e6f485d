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

    func append(_ string: consuming String) {
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
        // Short arrays (ids, tags: almost all of them) are written as array literals: the
        // compiler allocates a literal's storage with the array type it has already looked
        // up, where `init(unsafeUninitializedCapacity:)` looks the type up in the runtime's
        // tables on every call (several times the instructions; the catalog benchmark group
        // shows the load this saves).
        func take(_ index: Int) -> String { (source + index).move() }
        switch count {
        case 1: return [take(0)]
        case 2: return [take(0), take(1)]
        case 3: return [take(0), take(1), take(2)]
        case 4: return [take(0), take(1), take(2), take(3)]
        case 5: return [take(0), take(1), take(2), take(3), take(4)]
        case 6: return [take(0), take(1), take(2), take(3), take(4), take(5)]
        case 7: return [take(0), take(1), take(2), take(3), take(4), take(5), take(6)]
        case 8: return [take(0), take(1), take(2), take(3), take(4), take(5), take(6), take(7)]
        default:
            return [String](unsafeUninitializedCapacity: count) { buffer, initialized in
                if let start = buffer.baseAddress { start.moveInitialize(from: source, count: count) }
                initialized = count
            }
        }
    }
}
