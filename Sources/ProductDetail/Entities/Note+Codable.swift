import Foundation

extension Note: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, editor, publishedAt, productIds, shopId, summary
    }

    /// Decodes a note in the shape of `notes.json`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let publishedAt = try container.decode(String.self, forKey: .publishedAt)
        guard let date = ISO8601Timestamp.date(from: publishedAt) else {
            throw DecodingError.dataCorruptedError(
                forKey: .publishedAt, in: container, debugDescription: "expected an ISO 8601 UTC date")
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            editor: try container.decode(String.self, forKey: .editor),
            publishedAt: date,
            productIDs: try container.decode([String].self, forKey: .productIds),
            shopID: try container.decode(String.self, forKey: .shopId),
            summary: try container.decode(String.self, forKey: .summary)
        )
    }

    /// Encodes the note in the shape of `notes.json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(editor, forKey: .editor)
        try container.encode(ISO8601Timestamp.string(from: publishedAt), forKey: .publishedAt)
        try container.encode(productIDs, forKey: .productIds)
        try container.encode(shopID, forKey: .shopId)
        try container.encode(summary, forKey: .summary)
    }
}
