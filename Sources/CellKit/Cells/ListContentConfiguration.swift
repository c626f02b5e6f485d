/// What a ``ListCell`` shows: a line of text and an optional secondary line.
public struct ListContentConfiguration: Sendable, Hashable {
    /// The primary text.
    public var text: String?
    /// The secondary text, drawn on the line below.
    public var secondaryText: String?
    /// The primary text's style.
    public var textStyle: TextStyle
    /// The secondary text's style.
    public var secondaryTextStyle: TextStyle

    /// Creates a configuration; the secondary text is dim by default.
    public init(
        text: String? = nil, secondaryText: String? = nil, textStyle: TextStyle = .plain,
        secondaryTextStyle: TextStyle = .dim
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.textStyle = textStyle
        self.secondaryTextStyle = secondaryTextStyle
    }
}
