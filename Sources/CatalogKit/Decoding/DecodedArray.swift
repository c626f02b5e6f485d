/// The elements of one file's top-level array and the position of each id, which `Catalog`
/// reuses as its id index.
package struct DecodedArray<Entity: Sendable>: Sendable {
    /// The elements, in file order.
    package var entities: [Entity]
    /// The position of each element's id.
    var indexByID: PositionTable
    /// Where each element starts in the file (for a repository that looks at it again).
    var elementStarts: [Int]
    /// The hash of each element's bytes, when the decoder collected pieces.
    var elementHashes: [UInt64]
    /// The file's pieces, when the decoder collected them (see `Pieces`).
    var pieces: Pieces.List
    /// The hash of the file's bytes (`ContentHash`), when it was read from a file block by
    /// block, so that the repository can fingerprint it without holding it.
    package var contentHash: UInt64?

    /// Creates a result from entities and their id index.
    init(
        entities: [Entity], indexByID: PositionTable, elementStarts: [Int] = [], elementHashes: [UInt64] = [],
        pieces: Pieces.List = Pieces.List()
    ) {
        self.entities = entities
        self.indexByID = indexByID
        self.elementStarts = elementStarts
        self.elementHashes = elementHashes
        self.pieces = pieces
    }
}
