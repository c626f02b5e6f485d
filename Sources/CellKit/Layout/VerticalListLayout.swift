/// A list: one row per item, top to bottom, as wide as the viewport minus the insets. Rows
/// may be of different cell types and, when self-sizing, of different heights.
///
/// ```swift
/// let layout = VerticalListLayout(rowSizing: .selfSizing(estimated: Size(width: 40, height: 1)))
/// ```
public struct VerticalListLayout: Sendable, Hashable {
    /// Fixed or self-sizing rows; only the height is used, the width follows the viewport.
    public var rowSizing: ItemSizing
    /// Rows between neighbouring items.
    public var rowSpacing: Int
    /// Space around each section's rows.
    public var sectionInsets: EdgeInsets
    /// Rows of the header above each section; 0 for none.
    public var headerHeight: Int
    /// Rows of the footer below each section; 0 for none.
    public var footerHeight: Int

    /// Creates a vertical list layout.
    public init(
        rowSizing: ItemSizing, rowSpacing: Int = 0, sectionInsets: EdgeInsets = .zero,
        headerHeight: Int = 0, footerHeight: Int = 0
    ) {
        precondition(rowSpacing >= 0, "row spacing must not be negative, got \(rowSpacing)")
        precondition(rowSizing.estimated.height >= 1, "rows must be at least one line tall")
        self.rowSizing = rowSizing
        self.rowSpacing = rowSpacing
        self.sectionInsets = sectionInsets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
