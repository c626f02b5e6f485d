extension HeadlessCollectionView {
    /// The top-left corner of the viewport in content coordinates.
    public var contentOffset: Point {
        model.isHorizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
    }

    /// The content's size in columns and rows.
    public var contentSize: Size { model.contentSize }

    /// The largest offset along the scroll axis.
    package var maximumOffset: Int { max(0, model.contentLength - model.viewportLength) }

    /// Scrolls so the viewport starts `offset` columns (horizontal) or rows (vertical) into
    /// the content, clamped to the content.
    ///
    /// - Complexity: O(visible items × log n), independent of the item count.
    public func scroll(to offset: Int) throws(CellKitError) {
        self.offset = offset
        try updateVisibleContent()
    }

    /// Scrolls by `distance` columns (horizontal) or rows (vertical); negative scrolls back.
    public func scroll(by distance: Int) throws(CellKitError) {
        try scroll(to: offset + distance)
    }

    /// Scrolls so that the item `count` items after the first visible one starts the viewport;
    /// negative scrolls back. Clamped to the content.
    public func scroll(byItems count: Int) throws(CellKitError) {
        guard let first = indexPathsForVisibleItems.first else { return }
        var target = first
        target.item = max(0, min(target.item + count, model.sections[target.section].count - 1))
        try scrollToItem(at: target)
    }

    /// Scrolls so the item at `indexPath` starts the viewport (as far as the content allows);
    /// the first item of a section shows its section's start (insets and header).
    public func scrollToItem(at indexPath: IndexPath) throws(CellKitError) {
        precondition(isValid(indexPath), "no item at \(indexPath)")
        let frame = model.frame(for: indexPath)
        let start = model.isHorizontal ? frame.minX : frame.minY
        try scroll(to: indexPath.item == 0 ? model.sectionStarts[indexPath.section] : start)
    }

    /// Scrolls the least distance that shows the item at `indexPath` whole along the scroll
    /// axis; does nothing when it already shows whole.
    ///
    /// An item cut at the end of the viewport is brought in until its end shows, one cut at the
    /// start until its start shows (the first item of a section shows its section's start). An
    /// item longer than the viewport shows from its start. Self-sizing items are measured as
    /// they come into view, so the item ends where its measured size says.
    ///
    /// ```swift
    /// try collectionView.scrollItemToVisible(at: IndexPath(item: 4))
    /// collectionView.indexPathsForFullyVisibleItems.contains(IndexPath(item: 4))   // true
    /// ```
    ///
    /// - Complexity: O(visible items × log n), independent of the item count.
    public func scrollItemToVisible(at indexPath: IndexPath) throws(CellKitError) {
        precondition(isValid(indexPath), "no item at \(indexPath)")
        // Measuring items as they show moves the ones after them; settle within a few passes.
        for _ in 0..<4 {
            let (start, length) = model.axisExtent(of: indexPath)
            let viewportLength = model.viewportLength
            let target: Int
            if start < offset || length > viewportLength {
                target = indexPath.item == 0 ? min(start, model.sectionStarts[indexPath.section]) : start
            } else if start + length > offset + viewportLength {
                target = start + length - viewportLength
            } else {
                return
            }
            let before = offset
            try scroll(to: target)
            if offset == before { return }
        }
    }

    /// The items the viewport shows, fully or partly, in order.
    ///
    /// - Complexity: O(visible items × log n).
    public var indexPathsForVisibleItems: [IndexPath] {
        model.indexPaths(overlapping: offset, length: model.viewportLength)
    }

    /// The items the viewport shows whole along the scroll axis, in order: the visible items
    /// (``indexPathsForVisibleItems``) less the ones cut at either end of the viewport.
    ///
    /// A carousel's position reads best from these: "items 3–5 of 10" counts only cards a
    /// reader sees whole. Empty when every visible item is cut, as one longer than the viewport
    /// is.
    ///
    /// - Complexity: O(visible items × log n).
    public var indexPathsForFullyVisibleItems: [IndexPath] {
        let end = offset + model.viewportLength
        return indexPathsForVisibleItems.filter { indexPath in
            let (start, length) = model.axisExtent(of: indexPath)
            return start >= offset && start + length <= end
        }
    }

    /// The live cell showing `indexPath`, or `nil` when it is not visible.
    public func cellForItem(at indexPath: IndexPath) -> (any ReusableCell)? { liveCells[indexPath] }

    /// The live header or footer of `section`, or `nil` when it is not visible.
    public func supplementaryView(ofKind kind: SupplementaryKind, inSection section: Int) -> (
        any ReusableCell
    )? {
        liveSupplementaryViews[SupplementaryKey(kind: kind, section: section)]
    }

    /// Where the item at `indexPath` is, in content coordinates (measured or estimated).
    public func frameForItem(at indexPath: IndexPath) -> Rect {
        precondition(isValid(indexPath), "no item at \(indexPath)")
        return model.frame(for: indexPath)
    }

    /// Whether `indexPath` names an item of the collection view.
    func isValid(_ indexPath: IndexPath) -> Bool {
        model.sections.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < model.sections[indexPath.section].count
    }
}
