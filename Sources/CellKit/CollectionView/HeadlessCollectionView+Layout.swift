extension HeadlessCollectionView {
    /// Re-reads every count from the data source, returns all cells to their pools, forgets
    /// measured sizes and the selection, and lays out the viewport again.
    ///
    /// - Throws: what the data source's dequeues throw.
    public func reloadData() throws(CellKitError) {
        let counts = currentCounts()
        for (indexPath, cell) in liveCells { recycle(cell, at: indexPath) }
        liveCells = [:]
        for (key, view) in liveSupplementaryViews { enqueue(view, kind: key.kind) }
        liveSupplementaryViews = [:]
        selectedIndexPath = nil
        model.replaceSections(model.emptySections(counts: counts))
        try updateVisibleContent()
    }

    /// Replaces the layout, forgetting measured sizes, and lays out the viewport again.
    public func setLayout(_ layout: CollectionLayout) throws(CellKitError) {
        model = LayoutModel(layout: layout, viewportSize: model.viewportSize, counts: model.counts)
        try updateVisibleContent()
    }

    /// Changes the viewport's size and lays out again. A vertical list forgets measured
    /// heights when the width changes, since rows wrap to it.
    public func resize(to size: Size) throws(CellKitError) {
        precondition(size.width >= 0 && size.height >= 0, "viewport size must not be negative, got \(size)")
        let widthChanged = size.width != model.viewportSize.width
        model.viewportSize = size
        if !model.isHorizontal && widthChanged && model.sizing.isSelfSizing {
            model.replaceSections(model.emptySections(counts: model.counts))
        }
        try updateVisibleContent()
    }

    /// The counts the data source reports now.
    func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        precondition(sections >= 0, "numberOfSections must not be negative, got \(sections)")
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            precondition(count >= 0, "numberOfItemsInSection(\(section)) must not be negative, got \(count)")
            return count
        }
    }

    /// Makes the live cells exactly the visible items' cells, measuring self-sizing items the
    /// first time they are shown, then updates headers, footers and the near-end state.
    ///
    /// - Complexity: O(visible items × log n + sections).
    func updateVisibleContent() throws(CellKitError) {
        var visible: [IndexPath] = []
        var measured = true
        var passes = 0
        // Measuring changes later items' positions, so repeat until the visible set is stable.
        while measured && passes < 8 {
            clampOffset()
            visible = model.indexPaths(overlapping: offset, length: model.viewportLength)
            measured = try syncCells(with: visible, measuring: model.sizing.isSelfSizing)
            passes += 1
        }
        if measured {
            clampOffset()
            visible = model.indexPaths(overlapping: offset, length: model.viewportLength)
            _ = try syncCells(with: visible, measuring: false)
        }
        for indexPath in visible where displayedIndexPaths.insert(indexPath).inserted {
            if let cell = liveCells[indexPath] {
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        }
        try syncSupplementaryViews()
        updateNearEnd(visible: visible)
    }

    /// Recycles cells that left `visible` and creates the missing ones; returns whether it
    /// measured anything.
    private func syncCells(with visible: [IndexPath], measuring: Bool) throws(CellKitError) -> Bool {
        let visibleSet = Set(visible)
        for (indexPath, cell) in liveCells where !visibleSet.contains(indexPath) {
            liveCells[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        var measured = false
        for indexPath in visible {
            let cell: any ReusableCell
            if let existing = liveCells[indexPath] {
                cell = existing
            } else {
                guard let dataSource else { break }
                cell = try dataSource.collectionView(self, cellForItemAt: indexPath)
                liveCells[indexPath] = cell
            }
            if measuring && !model.isMeasured(indexPath) {
                let before = model.axisExtent(of: indexPath)
                model.record(cell.preferredSize(fitting: model.proposal(for: indexPath)), for: indexPath)
                // An item that starts before the viewport pushes what is shown; move the
                // offset with it so the content on screen stays put, as UIKit does.
                if before.start < offset {
                    offset += model.axisExtent(of: indexPath).length - before.length
                }
                measured = true
            }
        }
        return measured
    }

    /// Returns a cell that left the viewport to its pool, telling the delegate.
    func recycle(_ cell: any ReusableCell, at indexPath: IndexPath) {
        if displayedIndexPaths.remove(indexPath) != nil {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        enqueue(cell, kind: nil)
    }

    private func syncSupplementaryViews() throws(CellKitError) {
        var kinds: [SupplementaryKind] = []
        if model.headerHeight > 0 { kinds.append(.header) }
        if model.footerHeight > 0 { kinds.append(.footer) }
        let sections = model.sections(overlapping: offset, length: model.viewportLength)
        let wanted = Set(kinds.flatMap { kind in sections.map { SupplementaryKey(kind: kind, section: $0) } })
        for (key, view) in liveSupplementaryViews where !wanted.contains(key) {
            liveSupplementaryViews[key] = nil
            enqueue(view, kind: key.kind)
        }
        guard let dataSource else { return }
        for kind in kinds {
            for section in sections
            where liveSupplementaryViews[SupplementaryKey(kind: kind, section: section)] == nil {
                let indexPath = IndexPath(item: 0, section: section)
                if let view = try dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                {
                    liveSupplementaryViews[SupplementaryKey(kind: kind, section: section)] = view
                }
            }
        }
    }

    private func updateNearEnd(visible: [IndexPath]) {
        let wasNearEnd = isNearEnd
        if let lastSection = model.sections.indices.last(where: { model.sections[$0].count > 0 }),
            let last = visible.last, last.section == lastSection
        {
            isNearEnd = last.item >= model.sections[lastSection].count - 1 - nearEndThreshold
        } else {
            isNearEnd = false
        }
        if isNearEnd && !wasNearEnd {
            delegate?.collectionViewDidApproachEnd(self)
            onNearEnd?(self)
        }
    }

    func clampOffset() {
        offset = max(0, min(offset, model.contentLength - model.viewportLength))
    }
}
