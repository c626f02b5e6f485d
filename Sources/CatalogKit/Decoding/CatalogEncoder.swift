import Foundation

/// Writes products and notes as the data files' JSON: the inverse of `CatalogDecoder`, with
/// the field names taken from the same schemas, so a file it writes always reads back.
///
/// For fixtures, generators and tests; the app never writes data files.
package struct CatalogEncoder: Sendable {
    /// Creates an encoder.
    package init() {}

    /// `products` as a `products.json` array, one object per line.
    package func productsJSON(_ products: some Sequence<Product>) -> String {
        array(products, encode: ProductSchema.encode)
    }

    /// `notes` as a `notes.json` array, one object per line.
    package func notesJSON(_ notes: some Sequence<Note>) -> String {
        array(notes, encode: NoteSchema.encode)
    }

    /// Streams an array to `url` element by element, in chunks of about 1 MB, so a million
    /// products cost one chunk of memory.
    ///
    /// - Parameters:
    ///   - count: How many elements.
    ///   - element: Makes element `index`.
    /// - Returns: The number of bytes written.
    /// - Throws: The file system's error if the file cannot be written.
    package func writeProducts(count: Int, to url: URL, element: (Int) -> Product) throws -> Int {
        try write(count: count, to: url) { index, text in ProductSchema.encode(element(index), into: &text) }
    }

    /// See ``writeProducts(count:to:element:)``.
    package func writeNotes(count: Int, to url: URL, element: (Int) -> Note) throws -> Int {
        try write(count: count, to: url) { index, text in NoteSchema.encode(element(index), into: &text) }
    }

    private func array<Entity>(
        _ entities: some Sequence<Entity>, encode: (Entity, inout String) -> Void
    ) -> String {
        var text = "[\n"
        var isFirst = true
        for entity in entities {
            if !isFirst { text += ",\n" }
            isFirst = false
            encode(entity, &text)
        }
        return text + (isFirst ? "]\n" : "\n]\n")
    }

    private func write(count: Int, to url: URL, element: (Int, inout String) -> Void) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        var text = "[\n"
        for index in 0..<count {
            element(index, &text)
            text += index + 1 < count ? ",\n" : "\n"
            if text.utf8.count >= 1 << 20 {
                let data = Data(text.utf8)
                try handle.write(contentsOf: data)
                written += data.count
                text = ""
            }
        }
        text += "]\n"
        let data = Data(text.utf8)
        try handle.write(contentsOf: data)
        return written + data.count
    }
}
