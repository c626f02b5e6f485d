/// What one data file holds: the field names of its elements and how an element becomes an
/// entity. `ProductSchema` and `NoteSchema` are the two; the segment decoder is generic
/// over them.
protocol CatalogSchema: SendableMetatype {
    associatedtype Entity: Sendable

    /// The field names the reader matches, in the order files usually give them.
    static var keys: [StaticString] { get }
    /// The same names laid out for matching.
    static var keyTable: KeyTable { get }
    /// What the top level should be, e.g. "an array of products".
    static var arrayDescription: String { get }
    /// What each element should be, e.g. "a product object".
    static var elementDescription: String { get }

    /// Decodes the element at the reader's position.
    ///
    /// - Returns: The entity and the offset of its id's value (for duplicate-id messages).
    static func decode(_ reader: inout ElementReader) throws(DecodingFailure) -> (
        entity: Entity, idOffset: Int
    )

    /// The entity's id, which must be unique in the file.
    static func id(of entity: Entity) -> String
}

extension CatalogSchema {
    /// Every field, as a bit mask.
    static var allFields: UInt64 { keys.count == 64 ? ~0 : (1 << UInt64(keys.count)) - 1 }
}

/// The fields of a schema, each with its `FieldSpec`, numbered from 0 in schema order.
protocol SchemaField: RawRepresentable<Int>, CaseIterable {
    var spec: FieldSpec { get }
}

extension CatalogSchema {
    /// Fails when the object just read lacks a field: the missing one first in report order
    /// (each field's `missingRank`), described by what it should be.
    static func requireEveryField<Field: SchemaField>(
        _ fields: Field.Type, of reader: ElementReader, objectOffset: Int
    ) throws(DecodingFailure) {
        guard reader.seen != allFields,
            let missing = Field.allCases.sorted(by: { $0.spec.missingRank < $1.spec.missingRank })
                .first(where: { reader.seen & (1 << UInt64($0.rawValue)) == 0 })
        else { return }
        throw DecodingFailure(
            .missingField(path: reader.path(missing.rawValue), expected: missing.spec.expectation),
            at: objectOffset)
    }
}

/// What a timestamp field must be (computed: a literal, not a lazily set global, on the hot
/// path of every timestamp read).
var timestampExpectation: String { "an ISO 8601 UTC timestamp like \"2026-11-29T08:30:00Z\"" }

/// What a schema knows about one of its fields: its name in the file, what a missing or
/// mistyped one is described as, and its rank when several are missing (the lowest is
/// reported).
struct FieldSpec {
    let key: StaticString
    let expectation: String
    let missingRank: Int

    init(_ key: StaticString, expects expectation: String, missingRank: Int) {
        self.key = key
        self.expectation = expectation
        self.missingRank = missingRank
    }
}
