/// Where a section is scrolled: kept by the section itself, so one section's scrolling never
/// leaks into another's, and it survives the section being moved within a page.
public struct SectionViewport: Sendable, Hashable {
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
    /// The indexes of the items visible whole, none of them cut at an edge: what a reader
    /// counts as shown. Empty when every visible item is cut (one wider than the section).
    public var fullyVisibleItems: Range<Int>
    /// The largest ``contentOffset`` the content allows; 0 when everything fits.
    public var maximumContentOffset: Int
    /// The index of the selected item (see ``SectionController/selectItem(at:)``), or `nil`.
    public var selectedItem: Int?

    /// Creates a viewport state.
    public init(
        contentOffset: Int = 0, visibleItems: Range<Int> = 0..<0, itemCount: Int = 0, isNearEnd: Bool = false,
        fullyVisibleItems: Range<Int> = 0..<0, maximumContentOffset: Int = 0, selectedItem: Int? = nil
    ) {
        self.contentOffset = contentOffset
        self.visibleItems = visibleItems
        self.itemCount = itemCount
        self.isNearEnd = isNearEnd
        self.fullyVisibleItems = fullyVisibleItems
        self.maximumContentOffset = maximumContentOffset
        self.selectedItem = selectedItem
    }

    /// Whether the section can scroll back: content lies before the viewport.
    public var canScrollBackward: Bool { contentOffset > 0 }

    /// Whether the section can scroll forward: content lies after the viewport.
    public var canScrollForward: Bool { contentOffset < maximumContentOffset }
}
