/// Turns one line of a change feed (JSON Lines) into a ``CatalogChange``, with the data
/// files' schema: a whole product or note is read exactly as `products.json` and `notes.json`
/// give one, and numbers follow the same rules.
///
/// Each line is one object whose `type` says what it is:
///
/// ```text
/// {"type":"price","productId":"p-001","price":12800}
/// {"type":"price","productId":"p-001","price":2800,"currency":"USD"}
/// {"type":"stock","productId":"p-001","stock":4}
/// {"type":"product","product":{ …a whole product, as in products.json… }}
/// {"type":"removeProduct","productId":"p-001"}
/// {"type":"note","note":{ …a whole note, as in notes.json… }}
/// {"type":"removeNote","noteId":"n-001"}
/// ```
///
/// A `price` without a `currency` keeps the product's own. Unknown keys are ignored, as in the
/// data files. Every problem is a `CatalogError` naming the feed, the line and column, and
/// the field:
///
/// ```swift
/// let decoder = CatalogChangeDecoder(feed: "changes.jsonl")
/// let change = try decoder.decode(#"{"type":"stock","productId":"p-001","stock":4}"#, line: 1)
/// // try decoder.decode(#"{"type":"stock","productId":"p-001","stock":-1}"#, line: 2) throws
/// // changes.jsonl:2:45: stock: must not be negative, got -1
/// ```
///
/// A decoder keeps scratch buffers and shares repeated texts (brands, shops) between the lines
/// it reads: use one per feed, from one thread at a time.
public final class CatalogChangeDecoder {
    /// The name errors give the feed, e.g. `changes.jsonl` or `standard input`.
    public let feed: String
    private var changeReader: ElementReader
    private var productReader: ElementReader
    private var noteReader: ElementReader
    private static let types = ChoiceTable<ChangeType>()
    private static let currencies = ChoiceTable<Currency>()

    private enum Field: Int, CaseIterable {
        case type, productID, price, currency, stock, product, note, noteID
    }

    private static let keys: [StaticString] = [
        "type", "productId", "price", "currency", "stock", "product", "note", "noteId",
    ]
    private static let keyTable = KeyTable(keys)

    /// What a line can be, by its `type`.
    private enum ChangeType: String, CaseIterable {
        case price, stock, product, removeProduct, note, removeNote

        /// The fields this type needs besides `type`.
        var requiredFields: [Field] {
            switch self {
            case .price: [.productID, .price]
            case .stock: [.productID, .stock]
            case .product: [.product]
            case .removeProduct: [.productID]
            case .note: [.note]
            case .removeNote: [.noteID]
            }
        }
    }

    private static let typeExpectation =
        "one of " + ChangeType.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

    private static func expectation(of field: Field) -> String {
        switch field {
        case .type: typeExpectation
        case .productID, .noteID: "a non-empty string"
        case .price: "an integer (minor units)"
        case .currency: "one of \"JPY\", \"USD\""
        case .stock: "a whole number ≥ 0"
        case .product: "a product object"
        case .note: "a note object"
        }
    }

    /// Creates a decoder for the feed named `feed`.
    public init(feed: String) {
        self.feed = feed
        let empty = JSONCursor.empty
        changeReader = ElementReader(cursor: empty, keys: Self.keyTable)
        productReader = ElementReader(cursor: empty, keys: ProductSchema.keyTable)
        noteReader = ElementReader(cursor: empty, keys: NoteSchema.keyTable)
    }

    /// Decodes one line, given as text.
    ///
    /// - Parameters:
    ///   - line: The line, without its line break.
    ///   - number: The line's number in the feed, from 1, for errors.
    /// - Throws: `CatalogError` naming the feed, `number:column` and the field.
    public func decode(_ line: String, line number: Int) throws(CatalogError) -> CatalogChange {
        var line = line
        let result = line.withUTF8 { bytes in
            Result { () throws(CatalogError) in try decode(bytes, line: number) }
        }
        return try result.get()
    }

    /// Decodes one line, given as UTF-8 bytes (a trailing carriage return is ignored).
    ///
    /// - Parameters:
    ///   - bytes: The line, without its line feed.
    ///   - number: The line's number in the feed, from 1, for errors.
    /// - Throws: `CatalogError` naming the feed, `number:column` and the field.
    public func decode(_ bytes: UnsafeBufferPointer<UInt8>, line number: Int) throws(CatalogError)
        -> CatalogChange
    {
        var count = bytes.count
        if count > 0, bytes[count - 1] == UInt8(ascii: "\r") { count -= 1 }
        guard count > 0, let base = bytes.baseAddress else {
            throw CatalogError.malformedJSON(
                file: feed, location: SourceLocation(line: number, column: 1),
                message: "the line is empty, expected a change object")
        }
        do throws(DecodingFailure) {
            return try decode(base: base, count: count)
        } catch {
            let line = UnsafeBufferPointer(start: base, count: count)
            throw Self.lineLevel(error).catalogError(file: feed) { offset in
                let within = SourceLocation.of(offset: offset, in: line)
                return SourceLocation(line: number, column: within.column)
            }
        }
    }

    private func decode(base: UnsafePointer<UInt8>, count: Int) throws(DecodingFailure) -> CatalogChange {
        changeReader.cursor = JSONCursor(base: base, position: 0, end: count)
        changeReader.index = 0
        let objectOffset = try changeReader.beginObject(describe: "a change object")
        var type: ChangeType?
        var productID = ""
        var price = 0
        var currency: Currency?
        var stock = 0
        var product: Product?
        var note: Note?
        var noteID = ""
        while let number = try changeReader.nextField() {
            switch Field(rawValue: number) {
            case .type:
                type = try changeReader.choice(number, among: Self.types, expected: Self.typeExpectation)
            case .productID: productID = try changeReader.string(number, allowsEmpty: false)
            case .price:
                price = try changeReader.integer(number, expected: Self.expectation(of: .price))
            case .currency:
                currency = try changeReader.choice(
                    number, among: Self.currencies, expected: Self.expectation(of: .currency))
            case .stock: stock = try changeReader.integer(number)
            case .product: product = try nested(ProductSchema.self, reader: &productReader, field: "product")
            case .note: note = try nested(NoteSchema.self, reader: &noteReader, field: "note")
            case .noteID: noteID = try changeReader.string(number, allowsEmpty: false)
            case nil: break
            }
        }
        changeReader.cursor.skipWhitespace()
        guard changeReader.cursor.isAtEnd else {
            throw changeReader.cursor.unexpected("the end of the line after the change object")
        }
        guard let type else {
            throw DecodingFailure(
                .missingField(path: FieldPath(element: 0, suffix: ".type"), expected: Self.typeExpectation),
                at: objectOffset)
        }
        for field in type.requiredFields where changeReader.seen & (1 << UInt64(field.rawValue)) == 0 {
            throw DecodingFailure(
                .missingField(
                    path: FieldPath(element: 0, suffix: "." + Self.keyTable.names[field.rawValue]),
                    expected: Self.expectation(of: field) + " for a \"\(type.rawValue)\" change"),
                at: objectOffset)
        }
        switch (type, product, note) {
        case (.price, _, _):
            if let currency {
                return .setPrice(productID: productID, price: Money(minorUnits: price, currency: currency))
            }
            return .setPriceAmount(productID: productID, minorUnits: price)
        case (.stock, _, _): return .setStock(productID: productID, stock: stock)
        case (.product, let product?, _): return .upsertProduct(product)
        case (.removeProduct, _, _): return .removeProduct(id: productID)
        case (.note, _, let note?): return .upsertNote(note)
        case (.removeNote, _, _): return .removeNote(id: noteID)
        case (.product, nil, _), (.note, _, nil):
            preconditionFailure("the required fields of a \"\(type.rawValue)\" change were checked")
        }
    }

    /// Reads the object at the change reader's position with `schema`, as one element of a
    /// data file; its errors name `field.key`.
    private func nested<Schema: CatalogSchema>(
        _ schema: Schema.Type, reader: inout ElementReader, field: String
    ) throws(DecodingFailure) -> Schema.Entity {
        reader.cursor = changeReader.cursor
        reader.index = 0
        do throws(DecodingFailure) {
            let (entity, _) = try Schema.decode(&reader)
            changeReader.cursor.position = reader.cursor.position
            return entity
        } catch {
            throw Self.lineLevel(error, within: field)
        }
    }

    /// `failure` with its element path (`[0].price`) turned into a line's (`price`, or
    /// `product.price` within `field`).
    private static func lineLevel(_ failure: DecodingFailure, within field: String? = nil) -> DecodingFailure
    {
        func path(_ path: FieldPath) -> FieldPath {
            guard path.element != nil else { return path }
            let suffix = path.suffix.hasPrefix(".") ? String(path.suffix.dropFirst()) : path.suffix
            guard let field else { return FieldPath(element: nil, suffix: suffix) }
            return FieldPath(element: nil, suffix: suffix.isEmpty ? field : field + "." + suffix)
        }
        var copy = failure
        switch failure.kind {
        case .invalidField(let old, let expected, let got):
            copy.kind = .invalidField(path: path(old), expected: expected, got: got)
        case .invalidValue(let old, let problem):
            copy.kind = .invalidValue(path: path(old), problem: problem)
        case .missingField(let old, let expected):
            copy.kind = .missingField(path: path(old), expected: expected)
        case .duplicateKey(let old, let key, let firstOffset):
            copy.kind = .duplicateKey(path: path(old), key: key, firstOffset: firstOffset)
        case .syntax, .invalidUTF8, .duplicateID, .emptyFile, .unreadable:
            break
        }
        return copy
    }
}
