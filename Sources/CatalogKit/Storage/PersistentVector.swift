/// A random-access list whose copies share storage: the elements it was made with stay in one
/// array that every copy shares, and a change copies only the fixed-size chunk it touches
/// (``chunkSize`` elements) into a `PersistentMap` of changed chunks.
///
/// So a catalog of a million products can be changed one price at a time, each change
/// costing the same as in a catalog of ten thousand, while every earlier catalog stays a
/// valid, unchanged value that readers on other threads may keep.
///
/// ```swift
/// var prices = PersistentVector([100, 200, 300])
/// let before = prices
/// prices[1] = 250          // copies one chunk; `before` still reads 200
/// prices.append(400)
/// prices.statistics.chunksCopied   // 2
/// ```
struct PersistentVector<Element: Sendable>: Sendable {
    /// Elements per chunk: what one change copies at most.
    static var chunkSize: Int { 32 }

    /// How much copying the changes that led to this vector did.
    struct Statistics: Sendable, Hashable {
        /// Chunks copied by every change since the vector was made (summed along its history).
        var chunksCopied = 0
        /// Chunks this vector holds apart from the shared base array.
        var changedChunks = 0
    }

    private let base: [Element]
    private var changed = PersistentMap<Int, [Element]>()
    /// How much copying the changes that led to this vector did.
    private(set) var statistics = Statistics()
    /// The number of elements.
    private(set) var count: Int

    /// Creates a vector holding `elements`, without copying them.
    init(_ elements: [Element]) {
        base = elements
        count = elements.count
    }

    /// The empty vector.
    init() {
        self.init([])
    }

    /// The chunk holding the element at `index`, as it is now.
    private func chunk(_ chunkIndex: Int) -> [Element] {
        if let chunk = changed[chunkIndex] { return chunk }
        let start = chunkIndex * Self.chunkSize
        guard start < base.count else { return [] }
        return Array(base[start..<Swift.min(start + Self.chunkSize, base.count)])
    }

    private mutating func store(_ chunk: [Element], at chunkIndex: Int) {
        if changed[chunkIndex] == nil { statistics.changedChunks += 1 }
        changed.update(chunkIndex, with: chunk)
        statistics.chunksCopied += 1
    }

    /// Adds `element` at the end.
    ///
    /// - Complexity: O(``chunkSize`` + log₃₂ *n*).
    mutating func append(_ element: Element) {
        let chunkIndex = count / Self.chunkSize
        var chunk = chunk(chunkIndex)
        chunk.append(element)
        store(chunk, at: chunkIndex)
        count += 1
    }
}

extension PersistentVector: RandomAccessCollection, MutableCollection {
    /// The position of the first element.
    var startIndex: Int { 0 }
    /// The position after the last element.
    var endIndex: Int { count }

    /// The element at `position`; setting it copies one chunk.
    ///
    /// - Complexity: reading O(1) while nothing changed, O(log₃₂ *c*) after *c* chunk
    ///   changes; writing O(``chunkSize`` + log₃₂ *c*).
    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index \(position) out of 0..<\(count)")
            if !changed.isEmpty, let chunk = changed[position / Self.chunkSize] {
                return chunk[position % Self.chunkSize]
            }
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count, "index \(position) out of 0..<\(count)")
            let chunkIndex = position / Self.chunkSize
            var chunk = chunk(chunkIndex)
            chunk[position % Self.chunkSize] = newValue
            store(chunk, at: chunkIndex)
        }
    }
}

extension PersistentVector: Equatable where Element: Equatable {
    /// Whether both hold equal elements in the same order.
    static func == (lhs: PersistentVector, rhs: PersistentVector) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension PersistentVector: ExpressibleByArrayLiteral {
    /// A vector of the listed elements.
    init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}
