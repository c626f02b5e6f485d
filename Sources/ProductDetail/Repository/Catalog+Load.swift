import Foundation

extension Catalog {
    /// Reads, decodes and indexes `products.json` and `notes.json` from a directory,
    /// synchronously on the calling thread.
    ///
    /// - Parameter directory: The data directory (see `DataDirectory.resolve`).
    /// - Throws: `CatalogError` naming the file and the place of the first problem.
    public static func load(from directory: URL) throws(CatalogError) -> Catalog {
        // One file's bytes at a time: each is released before the next is read.
        let decoder = CatalogDecoder()
        let products = try decoder.decodeProducts(
            CatalogFile.read(directory.appendingPathComponent(CatalogFile.products)).data,
            file: CatalogFile.products)
        let notes = try decoder.decodeNotes(
            CatalogFile.read(directory.appendingPathComponent(CatalogFile.notes)).data,
            file: CatalogFile.notes)
        return try Catalog(products: products, notes: notes)
    }
}
