import Foundation
import Relay

extension CatalogDecoder {
    /// What `decodeFiles(products:notes:)` returns: each file that was given, decoded and
    /// indexed by id.
    package struct DecodedFiles: Sendable {
        /// The products and their id index, if a products file was given.
        package var products: DecodedArray<Product>?
        /// The notes and their id index, if a notes file was given.
        package var notes: DecodedArray<Note>?
    }

    /// Decodes a products file and a notes file at the same time (either may be absent),
    /// each itself on every core; the entry point of `Catalog.load(from:)` and the
    /// repository's reload.
    ///
    /// - Parameter hashing: Whether to hash each file's bytes as they are read and cut them
    ///   into pieces (`DecodedArray.contentHash` and `pieces`, which a repository watching the
    ///   files needs).
    /// - Throws: The products file's error if it has one, otherwise the notes file's.
    package func decodeFiles(products: CatalogInput?, notes: CatalogInput?, hashing: Bool = true)
        throws(CatalogError) -> DecodedFiles
    {
        let notesResult = Locked<Result<DecodedArray<Note>, CatalogError>?>(nil)
        if let notes {
            // Its own thread rather than Dispatch's pool: the notes file's reader waits on
            // its segments, and a waiting pool thread would leave one core fewer for them.
            let thread = Thread {
                let result = Result { () throws(CatalogError) in
                    try decode(NoteSchema.self, input: notes, hashing: hashing)
                }
                notesResult.withLock { $0 = result }
                notesResult.notifyAll()
            }
            thread.start()
        }
        let productsResult = products.map { input in
            Result { () throws(CatalogError) in try decode(ProductSchema.self, input: input, hashing: hashing)
            }
        }
        if notes != nil { notesResult.wait(until: { $0 != nil }) }
        let decodedNotes = notesResult.withLock { $0 }
        return DecodedFiles(products: try productsResult?.get(), notes: try decodedNotes?.get())
    }

    private func decode<Schema: CatalogSchema>(_ schema: Schema.Type, input: CatalogInput, hashing: Bool)
        throws(CatalogError)
        -> DecodedArray<Schema.Entity>
    {
        switch input {
        case .data(let data, let name):
            return try decode(schema, data: data, file: name)
        case .file(let url, let name):
            let source = try FileByteSource(url: url, hashing: hashing)
            var decoded = try decode(schema, source: source, file: name, collectsPieces: hashing)
            if hashing { decoded.contentHash = source.contentHash.value }
            return decoded
        }
    }
}
