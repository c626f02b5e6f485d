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
        let products = try decoder.decodeIndexedProducts(
            CatalogFile.readData(directory.appendingPathComponent(CatalogFile.products)),
            file: CatalogFile.products)
        let notes = try decoder.decodeNotes(
            CatalogFile.readData(directory.appendingPathComponent(CatalogFile.notes)),
            file: CatalogFile.notes)
        return try Catalog(
            products: products.products, notes: notes, productIndexByID: products.indexByID,
            productsFile: CatalogFile.products, notesFile: CatalogFile.notes)
    }
}
