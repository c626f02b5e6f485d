/// The arrangement of a ``HeadlessCollectionView``'s items: one line of items per section,
/// along a scroll axis.
///
/// Along ``Axis/horizontal`` each section is a carousel, one row of items scrolled
/// sideways, with its header above the row and its footer below it; sections follow each
/// other left to right. Along ``Axis/vertical`` each section is a list, one row per
/// item from top to bottom, as wide as the viewport minus the insets, with its header before
/// the rows and its footer after them. Both arrangements have the same parameters:
///
/// ```swift
/// let carousel = CollectionLayout.horizontal(
///     itemSizing: .fixed(Size(width: 20, height: 5)), itemSpacing: 1,
///     sectionInsets: EdgeInsets(left: 1, right: 1), headerHeight: 1)
/// let list = CollectionLayout.vertical(itemSizing: .selfSizing(estimated: Size(width: 40, height: 1)))
/// ```
public struct CollectionLayout: Sendable, Hashable {
    /// The direction the content scrolls in.
    public var axis: Axis
    /// Fixed or self-sizing items. Along the horizontal axis a self-sized item's height may
    /// exceed the estimate, and the row is as tall as the tallest item measured so far; along
    /// the vertical axis only heights are used, since rows are as wide as the viewport.
    public var itemSizing: ItemSizing
    /// Columns (horizontal) or rows (vertical) between neighbouring items.
    public var itemSpacing: Int
    /// Space around each section's items.
    public var sectionInsets: EdgeInsets
    /// Rows of the header above each section; 0 for none.
    public var headerHeight: Int
    /// Rows of the footer below each section; 0 for none.
    public var footerHeight: Int

    init(
        axis: Axis, itemSizing: ItemSizing, itemSpacing: Int, sectionInsets: EdgeInsets, headerHeight: Int,
        footerHeight: Int
    ) {
        precondition(itemSpacing >= 0, "item spacing must not be negative, got \(itemSpacing)")
        switch axis {
        case .horizontal:
            precondition(itemSizing.estimated.width >= 1, "items must be at least one column wide")
        case .vertical:
            precondition(itemSizing.estimated.height >= 1, "rows must be at least one line tall")
        }
        self.axis = axis
        self.itemSizing = itemSizing
        self.itemSpacing = itemSpacing
        self.sectionInsets = sectionInsets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// A carousel: each section's items in one row, scrolled sideways.
    ///
    /// - Parameters:
    ///   - itemSizing: Fixed or self-sizing items, at least one column wide.
    ///   - itemSpacing: Columns between neighbouring items.
    ///   - sectionInsets: Space around each section's row.
    ///   - headerHeight: Rows of the header above each row; 0 for none.
    ///   - footerHeight: Rows of the footer below each row; 0 for none.
    public static func horizontal(
        itemSizing: ItemSizing, itemSpacing: Int = 1, sectionInsets: EdgeInsets = .zero,
        headerHeight: Int = 0, footerHeight: Int = 0
    ) -> CollectionLayout {
        CollectionLayout(
            axis: .horizontal, itemSizing: itemSizing, itemSpacing: itemSpacing, sectionInsets: sectionInsets,
            headerHeight: headerHeight, footerHeight: footerHeight)
    }

    /// A list: one row per item, top to bottom. Rows may be of different cell types and, when
    /// self-sizing, of different heights.
    ///
    /// - Parameters:
    ///   - itemSizing: Fixed or self-sizing rows, at least one line tall; only the height is
    ///     used, the width follows the viewport.
    ///   - itemSpacing: Blank rows between neighbouring rows.
    ///   - sectionInsets: Space around each section's rows.
    ///   - headerHeight: Rows of the header above each section; 0 for none.
    ///   - footerHeight: Rows of the footer below each section; 0 for none.
    public static func vertical(
        itemSizing: ItemSizing, itemSpacing: Int = 0, sectionInsets: EdgeInsets = .zero,
        headerHeight: Int = 0, footerHeight: Int = 0
    ) -> CollectionLayout {
        CollectionLayout(
            axis: .vertical, itemSizing: itemSizing, itemSpacing: itemSpacing, sectionInsets: sectionInsets,
            headerHeight: headerHeight, footerHeight: footerHeight)
    }
}
