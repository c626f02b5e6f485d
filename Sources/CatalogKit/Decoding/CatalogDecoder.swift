import Foundation

/// Turns the bytes of `products.json` and `notes.json` into entities: the single source of
/// truth for the data files' schema.
///
/// Each file is a JSON array of objects. Unknown keys are ignored, so files can grow new
/// fields before the code reads them; every known field is required and checked, and no
/// object may name a key twice. A large file is decoded on every core, in segments cut at
/// element boundaries; errors still name the true `line:column`, worked out only when
/// there is an error.
///
/// ```swift
/// let products = try CatalogDecoder().decodeProducts(data, file: "products.json")
/// ```
public struct CatalogDecoder: Sendable {
    /// Bytes per segment decoded on its own, at most (tests make it tiny to exercise the
    /// joins).
    let segmentSize: Int
    /// The smallest segment a large file is cut into (a file under a megabyte is one
    /// segment: splitting it would cost more than it saves).
    private static let smallestSegment = 1 << 20

    /// Creates a decoder.
    public init() {
        segmentSize = SegmentedArrayDecoder<ProductSchema>.defaultSegmentSize
    }

    init(segmentSize: Int) {
        self.segmentSize = segmentSize
    }

    /// Decodes the products of one file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name used in error messages, e.g. `products.json`.
    /// - Returns: The products in file order.
    /// - Throws: `CatalogError` for an empty file, invalid UTF-8, malformed JSON, a missing,
    ///   mistyped or out-of-range field, a repeated key, or a duplicate id.
    /// - Complexity: O(*n*) in the size of `data`.
    public func decodeProducts(_ data: Data, file: String) throws(CatalogError) -> [Product] {
        try decodeIndexedProducts(data, file: file).products
    }

    /// The products and the position of each id, which `Catalog` reuses as its id index.
    func decodeIndexedProducts(_ data: Data, file: String) throws(CatalogError) -> (
        products: [Product], indexByID: PositionTable
    ) {
        let decoded = try decode(ProductSchema.self, data: data, file: file)
        return (decoded.entities, decoded.indexByID)
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
        try decode(NoteSchema.self, data: data, file: file).entities
    }

    /// The notes and the position of each id.
    func decodeIndexedNotes(_ data: Data, file: String) throws(CatalogError) -> (
        notes: [Note], indexByID: PositionTable
    ) {
        let decoded = try decode(NoteSchema.self, data: data, file: file)
        return (decoded.entities, decoded.indexByID)
    }

    /// Decodes one file's array from bytes in memory.
    func decode<Schema: CatalogSchema>(_ schema: Schema.Type, data: Data, file: String) throws(CatalogError)
        -> DecodedArray<Schema.Entity>
    {
        guard !data.isEmpty else { throw CatalogError.emptyFile(file: file) }
        let result = data.withUnsafeBytes { raw -> Result<DecodedArray<Schema.Entity>, CatalogError> in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else {
                return .failure(.emptyFile(file: file))
            }
            let source = MemoryByteSource(base: base, count: raw.count)
            return Result { () throws(CatalogError) in try decode(schema, source: source, file: file) }
        }
        return try result.get()
    }

    /// Decodes one file's array from any source.
    ///
    /// - Parameter collectsPieces: Whether to cut the file into pieces as it is decoded, for
    ///   a repository that will look at it again (`FileIndex`).
    func decode<Schema: CatalogSchema>(
        _ schema: Schema.Type, source: any ByteSource, file: String, collectsPieces: Bool = false
    ) throws(CatalogError) -> DecodedArray<Schema.Entity> {
        do throws(DecodingFailure) {
            // Segments of at most a sixteenth of the file, so that a file of tens of megabytes
            // does not hold most of its bytes in the segments in flight.
            let size = Swift.min(segmentSize, Swift.max(Self.smallestSegment, source.expectedCount / 16))
            return try SegmentedArrayDecoder<Schema>(
                source: source, segmentSize: size, collectsPieces: collectsPieces
            ).decode()
        } catch {
            throw error.catalogError(file: file, locate: source.location(of:))
        }
    }
}
