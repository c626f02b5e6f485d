/// Geometry of a collection view's content: where every item, header and footer is, and
/// which are in a viewport, in work proportional to what is visible.
struct LayoutModel {
    let layout: CollectionLayout
    var viewportSize: Size {
        didSet { updateSectionStarts() }
    }
    private(set) var sections: [SectionSizes]
    /// Where each section starts along the scroll axis.
    private(set) var sectionStarts: [Int] = []

    init(layout: CollectionLayout, viewportSize: Size, counts: [Int]) {
        self.layout = layout
        self.viewportSize = viewportSize
        sections = []
        sections = counts.map { SectionSizes(count: $0, estimate: axisEstimate, spacing: spacing) }
        updateSectionStarts()
    }

    var isHorizontal: Bool { layout.axis == .horizontal }
    // Short names for the layout's fields, which the geometry below reads throughout.
    var sizing: ItemSizing { layout.itemSizing }
    var spacing: Int { layout.itemSpacing }
    var insets: EdgeInsets { layout.sectionInsets }
    var headerHeight: Int { layout.headerHeight }
    var footerHeight: Int { layout.footerHeight }

    /// An unmeasured item's length along the scroll axis.
    var axisEstimate: Int { isHorizontal ? sizing.estimated.width : sizing.estimated.height }

    /// The viewport's length along the scroll axis.
    var viewportLength: Int { isHorizontal ? viewportSize.width : viewportSize.height }

    /// Space along the axis before a section's first item.
    var leadingPadding: Int { isHorizontal ? insets.left : headerHeight + insets.top }

    /// Space along the axis after a section's last item.
    var trailingPadding: Int { isHorizontal ? insets.right : insets.bottom + footerHeight }

    var counts: [Int] { sections.map(\.count) }

    func sectionLength(_ section: Int) -> Int {
        leadingPadding + sections[section].extent + trailingPadding
    }

    /// The content's length along the scroll axis.
    var contentLength: Int {
        guard let last = sections.indices.last else { return 0 }
        return sectionStarts[last] + sectionLength(last)
    }

    /// The content's size in columns and rows.
    var contentSize: Size {
        if isHorizontal {
            let row = sections.indices.map(rowHeight).max() ?? 0
            let height = sections.isEmpty ? 0 : headerHeight + insets.top + row + insets.bottom + footerHeight
            return Size(width: contentLength, height: height)
        }
        return Size(width: viewportSize.width, height: contentLength)
    }

    /// The height of a horizontal section's row: the estimate, or the tallest measured item.
    func rowHeight(_ section: Int) -> Int {
        max(sizing.estimated.height, sections[section].tallestMeasuredHeight)
    }

    func frame(for indexPath: IndexPath) -> Rect {
        let sizes = sections[indexPath.section]
        let along = sectionStarts[indexPath.section] + leadingPadding + sizes.offset(of: indexPath.item)
        let length = sizes.length(of: indexPath.item)
        if isHorizontal {
            let height = sizes.measured[indexPath.item]?.height ?? sizing.estimated.height
            return Rect(x: along, y: headerHeight + insets.top, width: length, height: height)
        }
        return Rect(x: insets.left, y: along, width: rowWidth, height: length)
    }

    /// Where the item starts along the scroll axis, and its length along it.
    func axisExtent(of indexPath: IndexPath) -> (start: Int, length: Int) {
        let sizes = sections[indexPath.section]
        let start = sectionStarts[indexPath.section] + leadingPadding + sizes.offset(of: indexPath.item)
        return (start, sizes.length(of: indexPath.item))
    }

    /// The width of a vertical list's rows.
    var rowWidth: Int { max(1, viewportSize.width - insets.left - insets.right) }

    func headerFrame(_ section: Int) -> Rect? {
        guard headerHeight > 0 else { return nil }
        if isHorizontal {
            return Rect(x: sectionStarts[section], y: 0, width: sectionLength(section), height: headerHeight)
        }
        return Rect(x: 0, y: sectionStarts[section], width: viewportSize.width, height: headerHeight)
    }

    func footerFrame(_ section: Int) -> Rect? {
        guard footerHeight > 0 else { return nil }
        if isHorizontal {
            let y = headerHeight + insets.top + rowHeight(section) + insets.bottom
            return Rect(x: sectionStarts[section], y: y, width: sectionLength(section), height: footerHeight)
        }
        let y = sectionStarts[section] + sectionLength(section) - footerHeight
        return Rect(x: 0, y: y, width: viewportSize.width, height: footerHeight)
    }

    /// The sections that overlap `[offset, offset + length)` along the axis.
    func sections(overlapping offset: Int, length: Int) -> [Int] {
        sections.indices.filter { section in
            let start = sectionStarts[section]
            return start < offset + length && start + sectionLength(section) > offset
        }
    }

    /// The items that overlap `[offset, offset + length)` along the axis, in order.
    ///
    /// - Complexity: O(sections + visible items × log n).
    func indexPaths(overlapping offset: Int, length: Int) -> [IndexPath] {
        var result: [IndexPath] = []
        for section in sections(overlapping: offset, length: length) {
            let sizes = sections[section]
            guard sizes.count > 0 else { continue }
            let itemsStart = sectionStarts[section] + leadingPadding
            let low = offset - itemsStart
            let high = offset + length - itemsStart
            var item = sizes.item(at: low)
            while item < sizes.count {
                let start = sizes.offset(of: item)
                guard start < high else { break }
                if start + sizes.length(of: item) > low {
                    result.append(IndexPath(item: item, section: section))
                }
                item += 1
            }
        }
        return result
    }

    func isMeasured(_ indexPath: IndexPath) -> Bool {
        sections[indexPath.section].isMeasured(indexPath.item)
    }

    /// The size offered to a cell being measured.
    func proposal(for indexPath: IndexPath) -> Size {
        isHorizontal
            ? Size(width: sizing.estimated.width, height: rowHeight(indexPath.section))
            : Size(width: rowWidth, height: sizing.estimated.height)
    }

    /// Records a cell's preferred size, at least one column and one row.
    mutating func record(_ preferred: Size, for indexPath: IndexPath) {
        var size = Size(width: max(1, preferred.width), height: max(1, preferred.height))
        if !isHorizontal { size.width = rowWidth }
        let length = isHorizontal ? size.width : size.height
        sections[indexPath.section].record(size, length: length, for: indexPath.item)
        updateSectionStarts()
    }

    /// Replaces the per-section sizes (after a batch update or reload).
    mutating func replaceSections(_ newSections: [SectionSizes]) {
        sections = newSections
        updateSectionStarts()
    }

    func emptySections(counts: [Int]) -> [SectionSizes] {
        counts.map { SectionSizes(count: $0, estimate: axisEstimate, spacing: spacing) }
    }

    private mutating func updateSectionStarts() {
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        var position = 0
        for section in sections.indices {
            starts.append(position)
            position += sectionLength(section)
        }
        sectionStarts = starts
    }
}
