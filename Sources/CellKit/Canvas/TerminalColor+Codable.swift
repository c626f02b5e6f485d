extension TerminalColor: Codable {
    /// The color's name, as JSON writes it: `"red"`, `"gray"`.
    public var name: String {
        switch self {
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .gray: "gray"
        }
    }

    /// Decodes a color from its ``name``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let color = Self.allCases.first(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown color \"\(name)\"")
        }
        self = color
    }

    /// Encodes the color as its ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
