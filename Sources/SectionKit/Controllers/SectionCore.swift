import CellKit

/// The part of a section that does not depend on its item type: its collection view, header,
/// state, height, viewport and rendering.
///
/// Opaque: each section controller holds one, ``SectionController``'s members read and write
/// it, and a ``StackComposer`` observes it, which is how a stack holds sections of different
/// item and cell types without casts. Only SectionKit's controllers make cores.
@MainActor
public final class SectionCore {
    let collectionView: HeadlessCollectionView
    /// A short name of the section's kind, for the page model (the item type's name).
    let typeName: String
    var header: String {
        didSet {
            guard header != oldValue else { return }
            revision += 1
            onHeaderChange?(header)
        }
    }
    var emptyMessage = "Nothing here yet." {
        didSet { revision += 1 }
    }
    var loadingMessage = "Loading…" {
        didSet { revision += 1 }
    }
    /// How the section measures text: the terminal's width model.
    var widthModel: WidthModel = .grapheme {
        didSet { if widthModel != oldValue { revision += 1 } }
    }
    private(set) var state: SectionState = .loading
    /// Grows whenever anything the section draws may have changed (its header, state,
    /// messages, width model, or any collection view operation: items, scrolling, size).
    private(set) var revision = 0
    /// The lines last drawn, and the revision and scroll offset they were drawn at.
    private var drawn: (revision: Int, offset: Point, lines: [StyledLine])?
    /// The viewport last measured, and the revision and scroll offset it was measured at: every
    /// page reads every section's viewport, and most sections did not change since the last.
    private var measured: (revision: Int, offset: Point, viewport: SectionViewport)?
    /// How many times ``renderedLines()`` drew the section (for tests of the redraw cache).
    private(set) var drawCount = 0
    let height: Int
    var onItemsChange: ((Changeset) -> Void)?
    var onStateChange: ((SectionState) -> Void)?
    var onHeaderChange: ((String) -> Void)?
    /// Whether a list was given to the section and is not applied yet (set by its feed).
    var hasPendingItems: @MainActor () -> Bool = { false }

    init(typeName: String, header: String, height: Int, width: Int, layout: CollectionLayout) {
        precondition(
            height >= 2, "a section needs a header line and at least one body line, got height \(height)")
        precondition(width >= 1, "a section must be at least one column wide, got \(width)")
        self.typeName = typeName
        self.header = header
        self.height = height
        collectionView = HeadlessCollectionView(
            layout: layout, viewportSize: Size(width: width, height: height - 1))
    }

    func setState(_ newState: SectionState) {
        guard newState != state else { return }
        state = newState
        revision += 1
        onStateChange?(newState)
    }

    func resize(width: Int) {
        precondition(width >= 1, "a section must be at least one column wide, got \(width)")
        guard width != collectionView.viewportSize.width else { return }
        perform { () throws(CellKitError) in
            try collectionView.resize(to: Size(width: width, height: height - 1))
            try scrollSelectionToVisible()
        }
    }

    /// The selected item's index, or `nil`.
    var selectedIndex: Int? { collectionView.indexPathForSelectedItem?.item }

    /// Selects the item at `index` and scrolls the least that shows it whole; `nil` deselects.
    func selectItem(at index: Int?) {
        perform { () throws(CellKitError) in
            collectionView.selectItem(at: index.map { IndexPath(item: $0) })
            try scrollSelectionToVisible()
        }
    }

    /// Scrolls the least that shows the selected item whole, if there is one: after selecting,
    /// resizing, or an update that moved it.
    func scrollSelectionToVisible() throws(CellKitError) {
        guard let selected = collectionView.indexPathForSelectedItem else { return }
        try collectionView.scrollItemToVisible(at: selected)
    }

    /// Runs a collection view operation; a CellKit error (an unregistered cell, a template that
    /// does not load) is a data problem the section shows as failed rather than a crash.
    @discardableResult
    func perform(_ body: () throws(CellKitError) -> Void) -> Bool {
        revision += 1
        do {
            try body()
            return true
        } catch {
            setState(.failed(message: error.description))
            return false
        }
    }

    var viewport: SectionViewport {
        let offset = collectionView.contentOffset
        if let measured, measured.revision == revision, measured.offset == offset { return measured.viewport }
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let viewport = SectionViewport(
            contentOffset: collectionView.layout.axis == .horizontal ? offset.x : offset.y,
            visibleItems: Self.range(of: collectionView.indexPathsForVisibleItems), itemCount: count,
            isNearEnd: collectionView.isNearEnd,
            fullyVisibleItems: Self.range(of: collectionView.indexPathsForFullyVisibleItems),
            maximumContentOffset: collectionView.maximumOffset, selectedItem: selectedIndex)
        measured = (revision, offset, viewport)
        return viewport
    }

    /// The items of `indexPaths`, which are in order and contiguous, as a range.
    private static func range(of indexPaths: [IndexPath]) -> Range<Int> {
        guard let first = indexPaths.first, let last = indexPaths.last else { return 0..<0 }
        return first.item..<(last.item + 1)
    }

    /// `← 3–5 of 10 →`: which items show whole, of how many, and an arrow on each side the
    /// section can scroll to.
    ///
    /// A card cut at an edge does not count as shown. When no item shows whole (one wider than
    /// the section), the hint names the first one partly shown.
    var positionHint: String {
        let viewport = viewport
        guard state == .loaded, let firstVisible = viewport.visibleItems.first else { return "" }
        let shown =
            viewport.fullyVisibleItems.isEmpty
            ? firstVisible..<(firstVisible + 1) : viewport.fullyVisibleItems
        let items =
            shown.count == 1 ? "\(shown.lowerBound + 1)" : "\(shown.lowerBound + 1)–\(shown.upperBound)"
        let before = viewport.canScrollBackward ? "← " : ""
        let after = viewport.canScrollForward ? " →" : ""
        return "\(before)\(items) of \(viewport.itemCount)\(after)"
    }

    /// The section drawn at its own size: the header line (with the position hint at its right
    /// end when it fits), then the visible cells, or one line saying why there are none.
    /// The section's lines as `draw` draws them (the controller's `render()`), drawn again only
    /// when the section changed since the last call: a page built after one section changed
    /// redraws that one.
    func renderedLines(drawing draw: () -> TextCanvas) -> [StyledLine] {
        let offset = collectionView.contentOffset
        if let drawn, drawn.revision == revision, drawn.offset == offset { return drawn.lines }
        let lines = draw().styledLines()
        drawCount += 1
        drawn = (revision, offset, lines)
        return lines
    }

    /// Marks what the section draws as changed, so the next page draws it again.
    func setNeedsRedraw() {
        revision += 1
    }

    func render() -> TextCanvas {
        let width = collectionView.viewportSize.width
        var canvas = TextCanvas(size: Size(width: width, height: height), widthModel: widthModel)
        let hint = positionHint
        let hintWidth = canvas.displayWidth(of: hint)
        if !hint.isEmpty && hintWidth + 2 <= width {
            canvas.drawText(
                header, in: Rect(x: 0, y: 0, width: width - hintWidth - 1, height: 1), style: .bold)
            canvas.drawText(
                hint, in: Rect(x: width - hintWidth, y: 0, width: hintWidth, height: 1), style: .dim)
        } else {
            canvas.drawText(header, in: Rect(x: 0, y: 0, width: width, height: 1), style: .bold)
        }
        let body = Rect(x: 0, y: 1, width: width, height: height - 1)
        switch state {
        case .loaded:
            collectionView.render(into: &canvas, at: body.origin)
        case .loading:
            canvas.drawText(loadingMessage, in: body, style: .dim)
        case .empty:
            canvas.drawText(emptyMessage, in: body, style: .dim)
        case .failed(let message):
            canvas.drawText("⚠ \(message)", in: body)
        }
        return canvas
    }
}
