import Foundation

/// Turns the bytes of `products.json` and `notes.json` into entities: the single source of
/// truth for the data files' schema.
///
/// Each file is a JSON array of objects. Unknown keys are ignored, so files can grow new
/// fields before the code reads them; every known field is required and checked.
///
/// ```swift
/// let products = try CatalogDecoder().decodeProducts(data, file: "products.json")
/// ```
public struct CatalogDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes the products of one file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name used in error messages, e.g. `products.json`.
    /// - Returns: The products in file order.
    /// - Throws: `CatalogError` for an empty file, invalid UTF-8, malformed JSON, a missing
    ///   or mistyped field, or a duplicate id.
    /// - Complexity: O(*n*) in the size of `data`.
    public func decodeProducts(_ data: Data, file: String) throws(CatalogError) -> [Product] {
        try decodeIndexedProducts(data, file: file).products
    }

    /// The products and the position of each id, which `Catalog` reuses as its id index.
    func decodeIndexedProducts(_ data: Data, file: String) throws(CatalogError) -> (
        products: [Product], indexByID: [String: Int]
    ) {
        try decode(data, file: file, describe: "an array of products", element: "a product object") {
            reader throws(CatalogError) in
            let (id, idValue) = try reader.string("id", allowsEmpty: false)
            let currencyValue = try reader.value("currency", expected: "one of \"JPY\", \"USD\"")
            guard case .string(let code) = currencyValue.kind, let currency = Currency(rawValue: code) else {
                throw reader.mismatch(
                    currencyValue, path: reader.path("currency"), expected: "one of \"JPY\", \"USD\"")
            }
            let product = Product(
                id: id,
                shopID: try reader.string("shopId", allowsEmpty: false).0,
                name: try reader.string("name").0,
                brand: try reader.string("brand").0,
                category: try reader.string("category", allowsEmpty: false).0,
                price: Money(
                    minorUnits: try reader.integer("price", expected: "an integer (minor units)"),
                    currency: currency),
                rating: try reader.number("rating", in: 0...5, expected: "a number from 0 to 5"),
                reviewCount: try reader.integer("reviewCount"),
                stock: try reader.integer("stock"),
                tags: try reader.strings("tags"),
                relatedProductIDs: try reader.strings("relatedProductIds"),
                imageSymbol: try reader.string("imageSymbol").0,
                updatedAt: try reader.timestamp("updatedAt")
            )
            return (product, idValue)
        }
    }

    /// Decodes the notes of one file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name used in error messages, e.g. `notes.json`.
    /// - Returns: The notes in file order.
    /// - Throws: `CatalogError`, as for `decodeProducts(_:file:)`.
    /// - Complexity: O(*n*) in the size of `data`.
    public func decodeNotes(_ data: Data, file: String) throws(CatalogError) -> [Note] {
        try decode(data, file: file, describe: "an array of notes", element: "a note object") {
            reader throws(CatalogError) in
            let (id, idValue) = try reader.string("id", allowsEmpty: false)
            let note = Note(
                id: id,
                title: try reader.string("title").0,
                editor: try reader.string("editor").0,
                publishedAt: try reader.timestamp("publishedAt"),
                productIDs: try reader.strings("productIds"),
                shopID: try reader.string("shopId", allowsEmpty: false).0,
                summary: try reader.string("summary").0
            )
            return (note, idValue)
        }.0
    }

    private func decode<Entity: Identifiable<String>>(
        _ data: Data, file: String, describe: String, element: String,
        _ makeEntity: (FieldReader) throws(CatalogError) -> (Entity, JSONValue)
    ) throws(CatalogError) -> ([Entity], [String: Int]) {
        guard !data.isEmpty else { throw CatalogError.emptyFile(file: file) }
        let result = data.withUnsafeBytes { raw -> Result<([Entity], [String: Int]), CatalogError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let offset = UTF8Validator.firstInvalidOffset(in: bytes) {
                return .failure(
                    .invalidUTF8(
                        file: file, byteOffset: offset, location: SourceLocation.of(offset: offset, in: bytes)
                    ))
            }
            var entities: [Entity] = []
            var firstIndexByID: [String: Int] = [:]
            // A record takes at least ~100 bytes; reserving avoids rehashing a large table.
            firstIndexByID.reserveCapacity(bytes.count / 256)
            var parser = JSONParser(bytes: bytes, file: file)
            do throws(CatalogError) {
                try parser.parseTopLevelArray(of: describe) { index, value throws(CatalogError) in
                    let reader = try FieldReader(
                        file: file, bytes: bytes, index: index, element: value, describe: element)
                    let (entity, idValue) = try makeEntity(reader)
                    if let first = firstIndexByID.updateValue(index, forKey: entity.id) {
                        throw CatalogError.duplicateID(
                            file: file, id: entity.id, firstIndex: first, duplicateIndex: index,
                            location: SourceLocation.of(offset: idValue.offset, in: bytes))
                    }
                    entities.append(entity)
                }
            } catch {
                return .failure(error)
            }
            return .success((entities, firstIndexByID))
        }
        return try result.get()
    }
}
