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
    /// index and the note's: the lookups of an index, which threads can share by ranges.
    static func references(of notes: [Note], in range: Range<Int>, productIndexByID: PositionTable)
        -> [Reference]
    {
        var references: [Reference] = []
        references.reserveCapacity(range.count * 2)
        for index in range {
            let note = notes[index]
            for (position, productID) in note.productIDs.enumerated()
            where !note.productIDs[..<position].contains(productID) {
                guard let product = productIndexByID[productID] else { continue }
                references.append(
                    Reference(
                        product: Int32(truncatingIfNeeded: product), note: Int32(truncatingIfNeeded: index)))
            }
        }
        return references
    }

    /// A note about a product: their indexes.
    struct Reference {
        var product: Int32
        var note: Int32
    }

    /// Indexes `notes` by the products they are about, from their references
    /// (`references(of:in:productIndexByID:)` over consecutive ranges, in order): a note
    /// about a product twice counts once, a note about a missing product is left out.
    ///
    /// - Complexity: O(*m* log *k*) for *m* notes and at most *k* notes about one product.
    init(notes: [Note], productCount: Int, references parts: [[Reference]]) {
        var counts = [Int32](repeating: 0, count: productCount + 1)
        var total = 0
        for part in parts {
            total += part.count
            for reference in part { counts[Int(reference.product) + 1] += 1 }
        }
        for product in 0..<productCount { counts[product + 1] += counts[product] }
        var next = counts
        var table = [Int32](repeating: 0, count: total)
        for part in parts {
            for reference in part {
                let product = Int(reference.product)
                table[Int(next[product])] = reference.note
                next[product] += 1
            }
        }
        // Pairs were laid out in file order; put each product's notes newest first (equal
        // dates keep file order: the sort key breaks ties by index).
        let published = notes.map(\.publishedAt.timeIntervalSinceReferenceDate)
        for product in 0..<productCount where counts[product + 1] - counts[product] > 1 {
            let range = Int(counts[product])..<Int(counts[product + 1])
            table[range].sort { first, second in
                let (a, b) = (published[Int(first)], published[Int(second)])
                return a != b ? a > b : first < second
            }
        }
        offsets = counts
        self.notes = table
    }

    /// The indexes of the notes about the product at `index`, newest first.
    func notes(ofProductAt index: Int) -> [Int] {
        guard index >= 0, index + 1 < offsets.count else { return [] }
        return notes[Int(offsets[index])..<Int(offsets[index + 1])].map(Int.init)
    }

    /// How many notes the product at `index` has.
    func count(ofProductAt index: Int) -> Int {
        guard index >= 0, index + 1 < offsets.count else { return 0 }
        return Int(offsets[index + 1] - offsets[index])
    }
}
