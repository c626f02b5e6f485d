import Foundation

/// The shape of `notes.json`: an array of note objects, every field required.
enum NoteSchema: CatalogSchema {
    private enum Field: Int {
        case id, title, editor, publishedAt, productIDs, shopID, summary
    }

    static let keys: [StaticString] = [
        "id", "title", "editor", "publishedAt", "productIds", "shopId", "summary",
    ]
    static let keyTable = KeyTable(keys)
    static var arrayDescription: String { "an array of notes" }
    static var elementDescription: String { "a note object" }

    private static let expectations: [String] = [
        "a non-empty string", "a string", "a string",
        "an ISO 8601 UTC timestamp like \"2026-11-29T08:30:00Z\"",
        "an array of strings", "a non-empty string", "a string",
    ]

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
        if let missing = reader.firstMissing(required: allFields) {
            throw DecodingFailure(
                .missingField(path: reader.path(missing), expected: expectations[missing]), at: objectOffset)
        }
        let note = Note(
            id: id, title: title, editor: editor, publishedAt: publishedAt, productIDs: productIDs,
            shopID: shopID,
            summary: summary)
        return (note, idOffset)
    }

    static func id(of entity: Note) -> String { entity.id }
}
