extension TextStyle: Codable {
    private enum CodingKeys: String, CodingKey {
        case bold, dim, reverse, color
    }

    /// Decodes a style from its attributes; a missing attribute is off.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            isBold: try container.decodeIfPresent(Bool.self, forKey: .bold) ?? false,
            isDim: try container.decodeIfPresent(Bool.self, forKey: .dim) ?? false,
            isReverse: try container.decodeIfPresent(Bool.self, forKey: .reverse) ?? false,
            foreground: try container.decodeIfPresent(TerminalColor.self, forKey: .color))
    }

    /// Encodes only the attributes that are on.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if isBold { try container.encode(true, forKey: .bold) }
        if isDim { try container.encode(true, forKey: .dim) }
        if isReverse { try container.encode(true, forKey: .reverse) }
        try container.encodeIfPresent(foreground, forKey: .color)
    }
}
