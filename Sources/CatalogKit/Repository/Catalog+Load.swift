import Foundation

extension Catalog {
    /// Reads, decodes and indexes `products.json` and `notes.json` from a directory. Both
    /// files are decoded at once, each on every core, read in blocks that are dropped as
    /// soon as they are decoded; the calling thread waits.
    ///
    /// - Parameter directory: The data directory (see `DataDirectory.resolve`).
    /// - Throws: `CatalogError` naming the file and the place of the first problem.
    public static func load(from directory: URL) throws(CatalogError) -> Catalog {
        let decoded = try CatalogDecoder().decodeFiles(
            products: .file(
                directory.appendingPathComponent(CatalogFile.products), name: CatalogFile.products),
            notes: .file(directory.appendingPathComponent(CatalogFile.notes), name: CatalogFile.notes),
            hashing: false)
        let products = decoded.products ?? DecodedArray(entities: [], indexByID: PositionTable())
        let notes = decoded.notes ?? DecodedArray(entities: [], indexByID: PositionTable())
        return try Catalog(
            products: products.entities, notes: notes.entities, productIndexByID: products.indexByID,
            noteIndexByID: notes.indexByID, productsFile: CatalogFile.products, notesFile: CatalogFile.notes)
    }
}
