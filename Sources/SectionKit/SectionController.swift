import CellKit

/// A section of a stacked page: a header line over a collection view, showing its data in
/// one of the ``SectionState``s.
///
/// ``ItemsSectionController`` (a carousel of one cell type) and ``MixedRowsSectionController``
/// (a list of rows of different kinds) conform, and ``AnySectionController`` holds either. What
/// every section has (its header, state, messages, height, collection view and viewport) is
/// provided here once, on top of the section's ``core``; only ``render()`` is an override point.
///
/// ```swift
/// func fail(_ sections: [any SectionController], reason: String) {
///     for section in sections { section.state = .failed(message: reason) }
/// }
/// ```
@MainActor
public protocol SectionController {
    /// The section's shared state, which the members below read and write and a
    /// ``StackComposer`` observes. Conforming types hold the one they were made with.
    var core: SectionCore { get }

    /// The section drawn at its size.
    ///
    /// The default draws the header on the first line in bold (with a dim position hint such
    /// as `← 3–6 of 10 →` at its right end when it fits: the items shown whole, and an arrow on
    /// each side the section can scroll to), then the visible cells, the selected one marked
    /// (see ``selectItem(at:)``), or one line saying why there are none: the loading or empty
    /// message in dim, or `⚠` and the failure.
    /// SectionKit's controllers keep the default. A replacement draws the whole section: there
    /// is no default to call from it. A page draws a section again only when its core reports a
    /// change (header, state, messages, items, scrolling, size); a replacement that also draws
    /// other state calls ``setNeedsRedraw()`` when that state changes.
    func render() -> TextCanvas
}

extension SectionController {
    /// The section's title, drawn on its first line.
    public var header: String {
        get { core.header }
        nonmutating set { core.header = newValue }
    }

    /// What the section shows: loading, its items, an empty line or a failure.
    ///
    /// Each list the section's data delivers sets ``SectionState/loaded`` or
    /// ``SectionState/empty``; set ``SectionState/failed(message:)`` (or
    /// ``SectionState/loading``) yourself when the data cannot be had. A failure stands until a
    /// different list arrives.
    public var state: SectionState {
        get { core.state }
        nonmutating set { core.setState(newValue) }
    }

    /// The line shown under the header when the section is empty.
    public var emptyMessage: String {
        get { core.emptyMessage }
        nonmutating set { core.emptyMessage = newValue }
    }

    /// The section's height in lines, header included.
    public var height: Int { core.height }

    /// The collection view the section drives; scroll it, or read its live cells.
    public var collectionView: HeadlessCollectionView { core.collectionView }

    /// Where the section is scrolled, which items show, and whether the end is near.
    public var viewport: SectionViewport { core.viewport }

    /// Draws the header and the visible cells, or the line saying why there are none.
    public func render() -> TextCanvas { core.render() }

    /// Scrolls so that the item at `index` is the first visible one (or as close as the end
    /// allows).
    ///
    /// - Precondition: `index` is an index of the section's items (`viewport.itemCount`).
    public func scrollToItem(at index: Int) {
        precondition(
            (0..<viewport.itemCount).contains(index), "no item at \(index) of \(viewport.itemCount)")
        core.perform { () throws(CellKitError) in
            try core.collectionView.scrollToItem(at: IndexPath(item: index))
        }
    }

    /// Scrolls so that the section's viewport starts `offset` columns (a carousel) or lines
    /// into its content, clamped to the content: the headless `contentOffset` setter.
    ///
    /// Together with ``viewport``'s `contentOffset` it puts a section back exactly where it
    /// was, which ``scrollToItem(at:)`` cannot once a selection has scrolled it the least that
    /// shows an item whole:
    ///
    /// ```swift
    /// let offset = products.viewport.contentOffset   // leaving the page
    /// products.scroll(to: offset)                    // coming back to it
    /// ```
    ///
    /// - Complexity: O(visible items × log *n*) for *n* items.
    public func scroll(to offset: Int) {
        core.perform { () throws(CellKitError) in
            try core.collectionView.scroll(to: offset)
        }
    }

    /// The index of the selected item, or `nil` when none is.
    ///
    /// The selection follows its item when the data changes (moved with it, ended when it is
    /// deleted), and the section scrolls to keep it in view.
    public var selectedIndex: Int? { core.selectedIndex }

    /// Selects the item at `index` (replacing any other selection) and scrolls the least that
    /// shows it whole; `nil` ends the selection. The headless `selectItem(at:animated:
    /// scrollPosition:)` of a collection view.
    ///
    /// The selected item's cell is drawn marked: its
    /// `ReusableCell.draw(in:on:isSelected:)` gets `true`, whose default draws the cell in
    /// reverse video with `▶` in its top-left corner, a mark that survives `NO_COLOR`. The
    /// section also keeps the item in view when it is resized or its data changes.
    ///
    /// ```swift
    /// products.selectItem(at: 4)        // the card ⏎ will open, marked and whole on screen
    /// products.selectedIndex            // 4
    /// products.selectItem(at: nil)      // no card is marked
    /// ```
    ///
    /// - Precondition: `index`, when not `nil`, is an index of the section's items
    ///   (`viewport.itemCount`).
    public func selectItem(at index: Int?) {
        if let index {
            precondition(
                (0..<viewport.itemCount).contains(index), "no item at \(index) of \(viewport.itemCount)")
        }
        core.selectItem(at: index)
    }

    /// Makes the next page draw the section again (for a ``render()`` replacement that draws
    /// more than the section's own state).
    public func setNeedsRedraw() { core.setNeedsRedraw() }
}
