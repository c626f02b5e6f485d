/// A carousel: each section's items in one row, scrolled sideways, with an optional header
/// above the row and footer below it. Sections follow each other left to right.
///
/// ```swift
/// let layout = HorizontalFlowLayout(
///     itemSizing: .fixed(Size(width: 20, height: 5)), itemSpacing: 1,
///     sectionInsets: EdgeInsets(left: 1, right: 1), headerHeight: 1)
/// ```
public struct HorizontalFlowLayout: Sendable, Hashable {
    /// Fixed or self-sizing items. A self-sized item's height may exceed the estimate; the
    /// row is as tall as the tallest item measured so far.
    public var itemSizing: ItemSizing
    /// Columns between neighbouring items.
    public var itemSpacing: Int
    /// Space around each section's row.
    public var sectionInsets: EdgeInsets
    /// Rows of the header above each row; 0 for none.
    public var headerHeight: Int
    /// Rows of the footer below each row; 0 for none.
    public var footerHeight: Int

    /// Creates a horizontal flow layout.
    public init(
        itemSizing: ItemSizing, itemSpacing: Int = 1, sectionInsets: EdgeInsets = .zero,
        headerHeight: Int = 0, footerHeight: Int = 0
    ) {
        precondition(itemSpacing >= 0, "item spacing must not be negative, got \(itemSpacing)")
        precondition(itemSizing.estimated.width >= 1, "items must be at least one column wide")
        self.itemSizing = itemSizing
        self.itemSpacing = itemSpacing
        self.sectionInsets = sectionInsets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
