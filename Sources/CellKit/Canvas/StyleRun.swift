/// A span of a ``StyledLine`` drawn in one style, counted in characters (grapheme clusters),
/// so that it means the same whatever width a terminal gives an emoji.
public struct StyleRun: Sendable, Hashable, Codable {
    /// The offset of the span's first character in the line's text.
    public var start: Int
    /// How many characters the span covers (at least 1).
    public var count: Int
    /// The span's style; never `.plain` in a line a canvas made.
    public var style: TextStyle

    /// Creates a run.
    public init(start: Int, count: Int, style: TextStyle) {
        precondition(
            start >= 0 && count >= 1, "a style run needs start ≥ 0 and count ≥ 1, got \(start), \(count)")
        self.start = start
        self.count = count
        self.style = style
    }

    /// The character offsets the run covers.
    public var characters: Range<Int> { start..<(start + count) }
}
