/// A line of a change feed that was skipped: it could not be decoded, or its change could not
/// be made (an unknown product, a missing note, a value out of range).
///
/// Its description is one line naming the feed, the line and the field:
///
/// ```text
/// changes.jsonl:12:45: stock: must not be negative, got -1
/// changes.jsonl:13: productId: unknown product id "p-999"; did you mean "p-099"?
/// ```
public struct ChangeFeedProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The feed's name.
    public var feed: String
    /// The line's number, from 1.
    public var line: Int
    /// What was wrong. A decoding error names the feed, line and column itself.
    public var error: CatalogError
    /// The field the problem is about, for a change that could not be made (`productId`,
    /// `noteId`, `product.id`); `nil` for a line that could not be decoded.
    public var field: String?

    /// Creates a problem.
    public init(feed: String, line: Int, error: CatalogError, field: String? = nil) {
        self.feed = feed
        self.line = line
        self.error = error
        self.field = field
    }

    /// One line: where, which field, and what went wrong.
    public var description: String {
        guard let field else { return error.description }
        return "\(CatalogError.printable(feed)):\(line): \(field): \(error)"
    }
}

extension CatalogChange {
    /// The field of a feed line that names what the change is about.
    var subjectField: String {
        switch self {
        case .setPrice, .setPriceAmount, .setStock, .removeProduct: "productId"
        case .upsertProduct: "product.id"
        case .upsertNote, .addNote: "note.id"
        case .removeNote: "noteId"
        }
    }
}
