import CellKit

extension DetailPage: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, sections, widthModel
    }

    /// Decodes a page; a page without `widthModel` was measured by grapheme cluster.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, or a negative width.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let width = try container.decode(Int.self, forKey: .width)
        guard width >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .width, in: container,
                debugDescription: "page width must not be negative, got \(width)")
        }
        self.init(
            width: width, sections: try container.decode([Section].self, forKey: .sections),
            widthModel: try container.decodeIfPresent(WidthModel.self, forKey: .widthModel) ?? .grapheme)
    }

    /// Encodes the page's width, sections and width model.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(sections, forKey: .sections)
        try container.encode(widthModel, forKey: .widthModel)
    }
}
