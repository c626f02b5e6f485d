extension DetailPage {
    /// A section's rectangle on the page, in columns and lines.
    public struct Frame: Sendable, Hashable, Codable {
        /// The left column.
        public var x: Int
        /// The top line.
        public var y: Int
        /// The width in columns.
        public var width: Int
        /// The height in lines.
        public var height: Int

        /// Creates a frame.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The lines the frame covers.
        public var lines: Range<Int> { y..<(y + height) }
    }
}
