import Foundation

/// The shape of `notes.json`: an array of note objects, every field required.
enum NoteSchema: CatalogSchema {
    /// Every field of a note object, in the order files usually give them; the one list the
    /// keys, expectations, report order, decoding and encoding come from (see
    /// `ProductSchema.Field`).
    enum Field: Int, SchemaField {
        case id, title, editor, publishedAt, productIDs, shopID, summary

        var spec: FieldSpec {
            switch self {
            case .id: FieldSpec("id", expects: "a non-empty string", missingRank: 0)
            case .title: FieldSpec("title", expects: "a string", missingRank: 1)
            case .editor: FieldSpec("editor", expects: "a string", missingRank: 2)
            case .publishedAt: FieldSpec("publishedAt", expects: timestampExpectation, missingRank: 3)
            case .productIDs: FieldSpec("productIds", expects: "an array of strings", missingRank: 4)
            case .shopID: FieldSpec("shopId", expects: "a non-empty string", missingRank: 5)
            case .summary: FieldSpec("summary", expects: "a string", missingRank: 6)
            }
        }
    }

    static let keys: [StaticString] = Field.allCases.map(\.spec.key)
    static let keyTable = KeyTable(keys)
    static var arrayDescription: String { "an array of notes" }
    static var elementDescription: String { "a note object" }

    static func decode(_ reader: inout ElementReader) throws(DecodingFailure) -> (entity: Note, idOffset: Int)
    {
        let objectOffset = try reader.beginObject(describe: elementDescription)
        var id = ""
        var idOffset = objectOffset
        var title = ""
        var editor = ""
        var publishedAt = Date(timeIntervalSince1970: 0)
        var productIDs: [String] = []
        var shopID = ""
        var summary = ""
        while let number = try reader.nextField() {
            switch Field(rawValue: number) {
            case .id:
                idOffset = reader.cursor.position
                id = try reader.string(number, allowsEmpty: false)
            case .title: title = try reader.string(number, shared: true)
            case .editor: editor = try reader.string(number, shared: true)
            case .publishedAt: publishedAt = try reader.timestamp(number)
            case .productIDs: productIDs = try reader.strings(number)
            case .shopID: shopID = try reader.string(number, allowsEmpty: false, shared: true)
            case .summary: summary = try reader.string(number, shared: true)
            case nil: break
            }
        }
        try requireEveryField(Field.self, of: reader, objectOffset: objectOffset)
        let note = Note(
            id: id, title: title, editor: editor, publishedAt: publishedAt, productIDs: productIDs,
            shopID: shopID,
            summary: summary)
        return (note, idOffset)
    }

    static func id(of entity: Note) -> String { entity.id }
}
