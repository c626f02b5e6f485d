import Foundation

extension Catalog {
    /// Reads, decodes and indexes `products.json` and `notes.json` from a directory,
    /// synchronously on the calling thread.
    ///
    /// - Parameter directory: The data directory (see `DataDirectory.resolve`).
    /// - Throws: `CatalogError` naming the file and the place of the first problem.
    public static func load(from directory: URL) throws(CatalogError) -> Catalog {
        let products = try CatalogFile.read(directory.appendingPathComponent(CatalogFile.products))
        let notes = try CatalogFile.read(directory.appendingPathComponent(CatalogFile.notes))
        let decoder = CatalogDecoder()
        return try Catalog(
            products: decoder.decodeProducts(products.data, file: CatalogFile.products),
            notes: decoder.decodeNotes(notes.data, file: CatalogFile.notes))
    }
}
