/// How a canvas cell is shown in ANSI output; plain output ignores it.
///
/// Encoded as JSON with only the attributes that are on, e.g. `{"bold":true,"color":"red"}`;
/// the plain style is `{}`.
public struct TextStyle: Sendable, Hashable {
    /// Bold (SGR 1).
    public var isBold: Bool
    /// Dim (SGR 2).
    public var isDim: Bool
    /// Reverse video (SGR 7), for a highlighted or focused line.
    public var isReverse: Bool
    /// The foreground color, or `nil` for the terminal's default.
    public var foreground: TerminalColor?

    /// Creates a style; by default plain.
    public init(
        isBold: Bool = false, isDim: Bool = false, isReverse: Bool = false, foreground: TerminalColor? = nil
    ) {
        self.isBold = isBold
        self.isDim = isDim
        self.isReverse = isReverse
        self.foreground = foreground
    }

    /// No attributes.
    public static let plain = TextStyle()
    /// Bold text.
    public static let bold = TextStyle(isBold: true)
    /// Dim text.
    public static let dim = TextStyle(isDim: true)
}
