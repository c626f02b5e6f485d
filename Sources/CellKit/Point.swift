/// A position on a terminal grid, in columns (`x`) and rows (`y`).
public struct Point: Sendable, Hashable {
    /// The column, counted from the left.
    public var x: Int
    /// The row, counted from the top.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)
}
