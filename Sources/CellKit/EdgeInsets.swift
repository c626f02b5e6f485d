/// Space around content, in columns (left, right) and rows (top, bottom).
public struct EdgeInsets: Sendable, Hashable {
    /// Rows above the content.
    public var top: Int
    /// Columns left of the content.
    public var left: Int
    /// Rows below the content.
    public var bottom: Int
    /// Columns right of the content.
    public var right: Int

    /// Creates insets; every side defaults to zero.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No space on any side.
    public static let zero = EdgeInsets()
}
