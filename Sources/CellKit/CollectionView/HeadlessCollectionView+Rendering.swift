extension HeadlessCollectionView {
    /// Draws the visible headers, footers and cells into a canvas the size of the viewport.
    ///
    /// Each view draws into its frame, clipped to it and to the viewport, so a card at the
    /// edge shows a partial "peek" and wide characters cut by the edge become spaces. The
    /// selected item's cell draws itself marked (see ``ReusableCell/draw(in:on:isSelected:)``).
    public func render() -> TextCanvas {
        var canvas = TextCanvas(size: model.viewportSize)
        render(into: &canvas, at: .zero)
        return canvas
    }

    /// Draws the visible content into `canvas` with the viewport's top-left corner at `origin`.
    public func render(into canvas: inout TextCanvas, at origin: Point) {
        let viewport = Rect(origin: origin, size: model.viewportSize)
        let shift = (dx: origin.x - contentOffset.x, dy: origin.y - contentOffset.y)
        var views: [(frame: Rect, view: any ReusableCell, isSelected: Bool)] = []
        for (key, view) in liveSupplementaryViews.sorted(by: {
            ($0.key.section, $0.key.kind.rawValue) < ($1.key.section, $1.key.kind.rawValue)
        }) {
            let frame = key.kind == .header ? model.headerFrame(key.section) : model.footerFrame(key.section)
            if let frame { views.append((frame, view, false)) }
        }
        for (indexPath, cell) in liveCells.sorted(by: { $0.key < $1.key }) {
            views.append((model.frame(for: indexPath), cell, indexPath == selectedIndexPath))
        }
        for (frame, view, isSelected) in views {
            let placed = frame.offsetBy(dx: shift.dx, dy: shift.dy)
            canvas.withClip(viewport.intersection(placed)) { canvas in
                view.draw(in: placed, on: &canvas, isSelected: isSelected)
            }
        }
    }
}
