import Dispatch

/// Each product's notes, newest first (equal dates in file order), as one flat table: the
/// note indexes of product *i* are `notes[offsets[i]..<offsets[i + 1]]`. Two arrays of
/// 32-bit numbers, whatever the number of products: a loaded million-product catalog keeps
/// its notes index in a few megabytes, with no allocation per product.
struct ProductNoteIndex: Sendable {
    private let offsets: [Int32]
    private let notes: [Int32]

    /// No notes for any product.
    static let empty = ProductNoteIndex(offsets: [0], notes: [])

    private init(offsets: [Int32], notes: [Int32]) {
        self.offsets = offsets
        self.notes = notes
    }

    /// Each (product, note) pair of the notes in `range`, in file order, as the product's
    /// index and the note's, with the number of pairs per product: the lookups of an index,
    /// which threads can share by ranges.
    static func references(
        of notes: [Note], in range: Range<Int>, productCount: Int, productIndexByID: PositionTable
    ) -> References {
        var references = References(
            pairs: [], counts: [Int32](repeating: 0, count: productCount))
        references.pairs.reserveCapacity(range.count * 2)
        // The ids are looked up a few hundred at a time (`positions(of:)` overlaps the
        // lookups' cache misses).
        var batch = LookupBatch()
        // Only each note's ids are read, through the buffer: copying a whole `Note` would
        // retain its title, editor and summary, texts shared by many notes, and two threads
        // retaining the same object fight over its reference count.
        notes.withUnsafeBufferPointer { notes in
            for index in range {
                let productIDs = notes[index].productIDs
                for (position, productID) in productIDs.enumerated()
                where !productIDs[..<position].contains(productID) {
                    batch.ids.append(productID)
                    batch.owners.append(Int32(truncatingIfNeeded: index))
                }
                if batch.ids.count >= Self.lookupBatch {
                    batch.lookUp(in: productIndexByID, into: &references)
                }
            }
        }
        batch.lookUp(in: productIndexByID, into: &references)
        return references
    }

    /// How many product ids `references(of:in:productCount:productIndexByID:)` looks up at
    /// once.
    private static let lookupBatch = 256

    /// Product ids waiting to be looked up, and the notes they belong to.
    private struct LookupBatch {
        var ids: [String] = []
        var owners: [Int32] = []

        init() {
            ids.reserveCapacity(ProductNoteIndex.lookupBatch + 64)
            owners.reserveCapacity(ProductNoteIndex.lookupBatch + 64)
        }

        /// Adds the references of the ids found, and empties the batch.
        mutating func lookUp(in productIndexByID: PositionTable, into references: inout References) {
            for (owner, product) in zip(owners, productIndexByID.positions(of: ids)) {
                guard let product else { continue }
                references.pairs.append(Reference(product: Int32(truncatingIfNeeded: product), note: owner))
                references.counts[product] &+= 1
            }
            ids.removeAll(keepingCapacity: true)
            owners.removeAll(keepingCapacity: true)
        }
    }

    /// A note about a product: their indexes.
    struct Reference {
        var product: Int32
        var note: Int32
    }

    /// The references of a range of notes, and how many there are per product.
    struct References {
        var pairs: [Reference]
        var counts: [Int32]
    }

    /// Indexes `notes` by the products they are about, from their references
    /// (`references(of:in:productCount:productIndexByID:)` over consecutive ranges, in
    /// order): a note about a product twice counts once, a note about a missing product is
    /// left out. The products are laid out in two halves at once.
    ///
    /// - Complexity: O(*m* log *k*) for *m* notes and at most *k* notes about one product.
    init(notes: [Note], productCount: Int, references parts: [References]) {
        var offsets = [Int32](repeating: 0, count: productCount + 1)
        for product in 0..<productCount {
            var count = offsets[product]
            for part in parts { count &+= part.counts[product] }
            offsets[product + 1] = count
        }
        var table = [Int32](repeating: 0, count: Int(offsets[productCount]))
        let published = notes.withUnsafeBufferPointer { notes in
            notes.map { $0.publishedAt.timeIntervalSinceReferenceDate }
        }
        let middle = productCount / 2
        table.withUnsafeMutableBufferPointer { table in
            offsets.withUnsafeBufferPointer { offsets in
                let shared = Layout(table: table, offsets: offsets)
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    Self.layOut(
                        half == 0 ? 0..<middle : middle..<productCount, of: parts, offsets: shared.offsets,
                        published: published, into: shared.table)
                }
            }
        }
        self.offsets = offsets
        self.notes = table
    }

    /// The table both halves write and the offsets they read, for the duration of the
    /// layout.
    private struct Layout: @unchecked Sendable {
        // @unchecked: each half writes only the entries between its own products' offsets
        // (disjoint ranges), and the offsets are only read.
        let table: UnsafeMutableBufferPointer<Int32>
        let offsets: UnsafeBufferPointer<Int32>
    }

    /// Places the references of the products in `products` at their offsets (in file order)
    /// and puts each product's notes newest first (equal dates keep file order).
    private static func layOut(
        _ products: Range<Int>, of parts: [References], offsets: UnsafeBufferPointer<Int32>,
        published: [Double], into table: UnsafeMutableBufferPointer<Int32>
    ) {
        guard !products.isEmpty else { return }
        var next = Array(offsets[products])
        for part in parts {
            for reference in part.pairs {
                let product = Int(reference.product)
                guard products.contains(product) else { continue }
                let slot = product - products.lowerBound
                table[Int(next[slot])] = reference.note
                next[slot] &+= 1
            }
        }
        for product in products {
            let range = Int(offsets[product])..<Int(offsets[product + 1])
            guard range.count > 1 else { continue }
            if range.count <= 16 {
                // Few notes: an insertion sort, stable, so equal dates keep file order.
                for position in (range.lowerBound + 1)..<range.upperBound {
                    let note = table[position]
                    var hole = position
                    while hole > range.lowerBound, published[Int(note)] > published[Int(table[hole - 1])] {
                        table[hole] = table[hole - 1]
                        hole -= 1
                    }
                    table[hole] = note
                }
            } else {
                table[range].sort { first, second in
                    let (a, b) = (published[Int(first)], published[Int(second)])
                    return a != b ? a > b : first < second
                }
            }
        }
    }

    /// The indexes of the notes about the product at `index`, newest first.
    func notes(ofProductAt index: Int) -> [Int] {
        guard index >= 0, index + 1 < offsets.count else { return [] }
        return notes[Int(offsets[index])..<Int(offsets[index + 1])].map(Int.init)
    }

    /// How many products the index covers (those loaded with it).
    var productCount: Int { offsets.count - 1 }

    /// How many notes the product at `index` has.
    func count(ofProductAt index: Int) -> Int {
        guard index >= 0, index + 1 < offsets.count else { return 0 }
        return Int(offsets[index + 1] - offsets[index])
    }
}
