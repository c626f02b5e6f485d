// The README's example of asserting reuse in a test ("Cells" section), word for word
// (ProductDetailTests' ReadmeExampleTests checks it), so it cannot rot.

// example: cell-reuse
import CellKit
import Testing

final class NumberCell: ReusableCell {
    var number = 0

    func prepareForReuse() { number = 0 }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawText(String(number), in: rect)
    }
}

final class MillionNumbers: CollectionViewDataSource {
    let registration = CellRegistration<NumberCell, Int> { cell, _, number in cell.number = number }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        1_000_000
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        try collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: indexPath.item)
    }
}

@MainActor
@Test func onlyTheVisibleCellsAreAliveWhileScrollingAMillionItems() throws {
    let numbers = MillionNumbers()
    let collectionView = HeadlessCollectionView(
        layout: .horizontal(itemSizing: .fixed(Size(width: 10, height: 1))),
        viewportSize: Size(width: 40, height: 1))
    collectionView.dataSource = numbers
    try collectionView.reloadData()

    for item in stride(from: 0, to: 1_000_000, by: 997) {
        try collectionView.scrollToItem(at: IndexPath(item: item))
        #expect(collectionView.liveCellCount == collectionView.indexPathsForVisibleItems.count)
    }
    #expect(collectionView.liveCellCount <= 4)
    let reuse = collectionView.reuseStatistics(for: NumberCell.self)
    #expect(reuse.created <= 4)  // one screen's worth of cells, for a million items
    #expect(reuse.reused > 3_000)  // every other cell came out of the reuse pool
}
// end example
