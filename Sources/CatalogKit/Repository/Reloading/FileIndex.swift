/// What a repository remembers of a data file it read, so that reading it again costs what
/// changed in it: the file's chunks (runs of whole elements cut by content, see `Pieces`),
/// each with the hash of its pieces, and each element's hash and the catalog slot of its
/// entity.
///
/// About 12 bytes per element and 12 per chunk: 1,000,000 products cost 12 MB beside their
/// 512 MB of JSON.
struct FileIndex: Sendable, Equatable {
    /// Each chunk's hash (`Pieces.combine` over its pieces).
    private(set) var chunkHashes: [UInt64] = []
    /// Where each chunk's elements end in `elementHashes` and `elementSlots` (exclusive).
    private(set) var chunkEnds: [Int32] = []
    /// Each element's hash (`Pieces.hash` of its bytes).
    private(set) var elementHashes: [UInt64] = []
    /// The catalog slot of each element's entity; `-1` when the catalog does not hold it (a
    /// change removed it).
    private(set) var elementSlots: [Int32] = []

    /// The number of chunks.
    var chunkCount: Int { chunkHashes.count }

    /// The number of elements.
    var elementCount: Int { elementHashes.count }

    /// The slots the elements hold, as a set of bits.
    ///
    /// - Complexity: O(*n*).
    func slots() -> SlotSet {
        var bits: [UInt64] = []
        for slot in elementSlots where slot >= 0 {
            let word = Int(slot) / 64
            if word >= bits.count { bits.append(contentsOf: repeatElement(0, count: word - bits.count + 1)) }
            bits[word] |= 1 << UInt64(Int(slot) % 64)
        }
        return SlotSet(bits: bits)
    }

    /// A set of catalog slots, one bit each.
    struct SlotSet {
        let bits: [UInt64]

        func contains(_ slot: Int32) -> Bool {
            guard slot >= 0 else { return false }
            let word = Int(slot) / 64
            return word < bits.count && bits[word] & (1 << UInt64(Int(slot) % 64)) != 0
        }
    }

    /// The elements of chunk `index`, as a range of element positions.
    func elements(ofChunk index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(chunkEnds[index - 1]))..<Int(chunkEnds[index])
    }

    /// Appends the chunks made of `pieces` (which start at `elementStarts[0]` and end where the
    /// elements end) holding the elements whose starts, hashes and slots are given: a chunk
    /// ends after a piece that ends one by content (`Pieces.endsChunk`) and is followed by an
    /// element's start, so every chunk holds whole elements.
    mutating func appendChunks(
        pieces: Pieces.List, pieceRange: Range<Int>, elementStarts: ArraySlice<Int>,
        elementHashes: ArraySlice<UInt64>, slots: ArraySlice<Int32>
    ) {
        precondition(
            elementStarts.count == elementHashes.count && elementHashes.count == slots.count,
            "a start, a hash and a slot for every element")
        guard !elementStarts.isEmpty else { return }
        let before = self.elementHashes.count
        self.elementHashes.append(contentsOf: elementHashes)
        elementSlots.append(contentsOf: slots)
        var element = elementStarts.startIndex
        var hash = Pieces.seed
        for piece in pieceRange {
            hash = Pieces.combine(hash, pieces.hashes[piece])
            guard piece + 1 < pieceRange.upperBound else { break }
            let next = pieces.offsets[piece + 1]
            while element < elementStarts.endIndex, elementStarts[element] < next { element += 1 }
            guard Pieces.endsChunk(pieces.hashes[piece]), element < elementStarts.endIndex,
                elementStarts[element] == next
            else { continue }
            chunkHashes.append(hash)
            chunkEnds.append(Int32(truncatingIfNeeded: before + (element - elementStarts.startIndex)))
            hash = Pieces.seed
        }
        chunkHashes.append(hash)
        chunkEnds.append(Int32(truncatingIfNeeded: self.elementHashes.count))
    }

    /// Appends a chunk of elements whose hashes and slots are given.
    mutating func appendChunk(hash: UInt64, elementHashes: some Sequence<UInt64>, slots: some Sequence<Int32>)
    {
        self.elementHashes.append(contentsOf: elementHashes)
        elementSlots.append(contentsOf: slots)
        precondition(self.elementHashes.count == elementSlots.count, "a hash and a slot for every element")
        chunkHashes.append(hash)
        chunkEnds.append(Int32(truncatingIfNeeded: self.elementHashes.count))
    }

    /// Appends chunk `index` of `other` as it is (a chunk whose bytes did not change).
    mutating func appendChunk(_ index: Int, of other: FileIndex) {
        let range = other.elements(ofChunk: index)
        elementHashes.append(contentsOf: other.elementHashes[range])
        elementSlots.append(contentsOf: other.elementSlots[range])
        chunkHashes.append(other.chunkHashes[index])
        chunkEnds.append(Int32(truncatingIfNeeded: elementHashes.count))
    }

    /// The index with every slot mapped by `map` (after a catalog was built again and its
    /// entities numbered anew); `-1` stays `-1`.
    func remappingSlots(_ map: (Int32) -> Int32) -> FileIndex {
        var copy = self
        for index in copy.elementSlots.indices where copy.elementSlots[index] >= 0 {
            copy.elementSlots[index] = map(copy.elementSlots[index])
        }
        return copy
    }

    /// Each slot's place among the live ones (`-1` for a removed one), as a function: the slots
    /// a catalog built again from its live entities gives them.
    static func liveRanks(count: Int, isLive: (Int) -> Bool) -> (Int32) -> Int32 {
        var ranks = [Int32](repeating: -1, count: count)
        var next: Int32 = 0
        for slot in 0..<count where isLive(slot) {
            ranks[slot] = next
            next += 1
        }
        return { slot in slot >= 0 && Int(slot) < ranks.count ? ranks[Int(slot)] : -1 }
    }

    /// Sets the slot of the element at `position`.
    mutating func setSlot(_ slot: Int32, ofElement position: Int) {
        elementSlots[position] = slot
    }
}
