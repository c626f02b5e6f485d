import CellKit

/// Times scroll steps and batch updates on horizontal sections of 1,000, 100,000 and
/// 1,000,000 items, fixed-size and self-sizing, and records live cell counts and peak memory.
///
/// Each timed run starts from a freshly reloaded collection view at offset 0 and scrolls
/// forward through items it has not shown yet, so self-sizing runs include measuring; the
/// same distance is scrolled at every size, so the 1,000,000-item figure can be compared
/// with the 1,000-item one (target: within 1.5×).
@MainActor
func runCellsBenchmarks(_ reporter: BenchmarkReporter) {
    let counts = reporter.isSmoke ? [1_000, 10_000, 100_000] : [1_000, 100_000, 1_000_000]
    let layouts: [(name: String, layout: CollectionLayout)] = [
        ("fixed", .horizontal(itemSizing: .fixed(Size(width: 10, height: 3)), itemSpacing: 2)),
        (
            "self-sizing",
            .horizontal(itemSizing: .selfSizing(estimated: Size(width: 10, height: 3)), itemSpacing: 2)
        ),
    ]
    // 17 columns per step, 300 steps: about 5,100 columns, inside the content of 1,000
    // self-sized items (about 7 columns each), so no step is clamped at the end.
    let steps = reporter.isSmoke ? 50 : 300
    let stepColumns = 17
    for (layoutName, layout) in layouts {
        var scrollBaseline: Double?
        for count in counts {
            let makeSection = { BenchmarkSection(count: count, layout: layout) }
            let scrollForward = { (section: inout BenchmarkSection) in
                for _ in 0..<steps { try! section.collectionView.scroll(by: stepColumns) }
            }
            let scrollStep = reporter.nanosecondsPerOperation(
                operations: steps, setup: makeSection, scrollForward)
            let isLargest = count == counts.last
            reporter.record(
                group: "cells", name: "scroll step, \(layoutName), \(count) items", value: scrollStep,
                unit: "ns",
                baseline: isLargest ? scrollBaseline : nil, target: isLargest ? 1.5 : nil)
            if count == counts.first { scrollBaseline = scrollStep }

            let section = BenchmarkSection(count: count, layout: layout)
            var maximumLive = 0
            var maximumVisible = 0
            for _ in 0..<steps {
                try! section.collectionView.scroll(by: stepColumns)
                maximumLive = max(maximumLive, section.collectionView.liveCellCount)
                maximumVisible = max(maximumVisible, section.collectionView.indexPathsForVisibleItems.count)
            }
            reporter.record(
                group: "cells", name: "live cells while scrolling, \(layoutName), \(count) items",
                value: Double(maximumLive), unit: "cells", target: Double(maximumVisible + 2))
            let created = section.collectionView.reuseStatistics(for: BenchmarkCardCell.self).created
            reporter.record(
                group: "cells", name: "cells created while scrolling, \(layoutName), \(count) items",
                value: Double(created), unit: "cells")

            let batches = reporter.isSmoke ? 20 : 200
            let updateInBatches = { (section: inout BenchmarkSection) in
                for index in 0..<batches {
                    let item = IndexPath(item: index % 4)
                    let other = IndexPath(item: count - 1 - index % 4)
                    try! section.collectionView.performBatchUpdates(
                        BatchUpdate(
                            deletes: [item], inserts: [item], reconfigures: [IndexPath(item: 5)],
                            moves: [ItemMove(from: other, to: IndexPath(item: 6))]))
                }
            }
            let batchUpdate = reporter.nanosecondsPerOperation(
                operations: batches, setup: makeSection, updateInBatches)
            reporter.record(
                group: "cells", name: "performBatchUpdates, \(layoutName), \(count) items",
                value: batchUpdate,
                unit: "ns")
        }
    }
    reporter.record(
        group: "cells", name: "peak resident memory", value: Double(ProcessMemory.peakBytes()),
        unit: "bytes")
}

/// A collection view over `count` virtual items, reloaded and ready to scroll.
@MainActor
private final class BenchmarkSection {
    let dataSource: BenchmarkDataSource
    let collectionView: HeadlessCollectionView

    init(count: Int, layout: CollectionLayout) {
        dataSource = BenchmarkDataSource(count: count)
        collectionView = HeadlessCollectionView(
            layout: layout, viewportSize: Size(width: 120, height: 3))
        collectionView.dataSource = dataSource
        try! collectionView.reloadData()
    }
}

/// Items named by their index, shown in `BenchmarkCardCell`s.
@MainActor
private final class BenchmarkDataSource: CollectionViewDataSource {
    let count: Int
    let registration = CellRegistration<BenchmarkCardCell, Int> { cell, _, item in cell.text = String(item) }

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        count
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        try collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: indexPath.item)
    }
}

/// A boxed label that prefers its text's width plus its border.
private final class BenchmarkCardCell: ReusableCell {
    var text = ""

    func prepareForReuse() { text = "" }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawBox(rect)
        canvas.drawText(text, in: rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
    }

    func preferredSize(fitting proposal: Size) -> Size {
        Size(width: text.displayWidth + 2, height: proposal.height)
    }
}
