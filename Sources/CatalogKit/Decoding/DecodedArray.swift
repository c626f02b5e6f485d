/// The elements of one file's top-level array and the position of each id, which `Catalog`
/// reuses as its id index.
package struct DecodedArray<Entity: Sendable>: Sendable {
    /// The elements, in file order.
    package var entities: [Entity]
    /// The position of each element's id.
    var indexByID: PositionTable
    /// The hash of the file's bytes (`ContentHash`), when it was read from a file block by
    /// block, so that the repository can fingerprint it without holding it.
    package var contentHash: UInt64?

    /// Creates a result from entities and their id index.
    init(entities: [Entity], indexByID: PositionTable) {
        self.entities = entities
        self.indexByID = indexByID
    }
}
