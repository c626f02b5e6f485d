import Foundation

/// An editorial note (a short column) about one or more products, as stored in `notes.json`.
public struct Note: Sendable, Equatable, Identifiable {
    /// The stable identifier, e.g. `"n-001"`.
    public var id: String
    /// The headline.
    public var title: String
    /// Who wrote it.
    public var editor: String
    /// When it was published.
    public var publishedAt: Date
    /// The products it is about, most prominent first.
    public var productIDs: [String]
    /// The shop it was written for.
    public var shopID: String
    /// A paragraph summarizing it.
    public var summary: String

    /// Creates a note.
    public init(
        id: String, title: String, editor: String, publishedAt: Date, productIDs: [String], shopID: String,
        summary: String
    ) {
        self.id = id
        self.title = title
        self.editor = editor
        self.publishedAt = publishedAt
        self.productIDs = productIDs
        self.shopID = shopID
        self.summary = summary
    }
}
