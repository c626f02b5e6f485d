/// One drawn line: its text and the styled spans in it, so one drawing serves plain text,
/// ANSI and JSON.
///
/// `text` is what plain output shows (trailing spaces removed); `runs` are the spans that
/// are not plain, in character (grapheme cluster) offsets, ascending and not overlapping.
///
/// ```swift
/// var canvas = TextCanvas(size: Size(width: 10, height: 1))
/// canvas.drawText("Price", in: Rect(x: 0, y: 0, width: 10, height: 1), style: .bold)
/// canvas.styledLines()[0]   // text "Price", runs [start 0, count 5, bold]
/// ```
public struct StyledLine: Sendable, Hashable, Codable {
    /// The line's characters, without trailing spaces.
    public var text: String
    /// The spans that are not plain, ascending by offset.
    public var runs: [StyleRun]

    /// Creates a line.
    public init(text: String, runs: [StyleRun] = []) {
        self.text = text
        self.runs = runs
    }

    /// The style of the character at `offset` (plain outside every run).
    public func style(atCharacter offset: Int) -> TextStyle {
        runs.first { $0.characters.contains(offset) }?.style ?? .plain
    }
}

extension StyledLine: ExpressibleByStringLiteral {
    /// A plain line.
    public init(stringLiteral text: String) {
        self.init(text: text)
    }
}
