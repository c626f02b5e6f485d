/// Where a section is scrolled: kept by the section itself, so one section's scrolling never
/// leaks into another's, and it survives the section being moved within a page.
public struct SectionViewport: Sendable, Hashable, Codable {
    /// The scroll position along the section's axis, in columns (horizontal) or lines
    /// (vertical).
    public var contentOffset: Int
    /// The indexes of the items at least partly visible, empty when none are.
    public var visibleItems: Range<Int>
    /// The number of items in the section.
    public var itemCount: Int
    /// Whether the last visible item is within the collection view's near-end threshold of the
    /// last item: time to load more.
    public var isNearEnd: Bool

    /// Creates a viewport state.
    public init(
        contentOffset: Int = 0, visibleItems: Range<Int> = 0..<0, itemCount: Int = 0, isNearEnd: Bool = false
    ) {
        self.contentOffset = contentOffset
        self.visibleItems = visibleItems
        self.itemCount = itemCount
        self.isNearEnd = isNearEnd
    }
}
