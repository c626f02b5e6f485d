import Testing

@testable import CellKit

/// A boxed label that draws its own selection: a heavy border instead of the default mark.
private final class HeavySelectionCell: ReusableCell {
    var text = ""

    func draw(in rect: Rect, on canvas: inout TextCanvas, isSelected: Bool) {
        canvas.drawBox(rect, border: isSelected ? .heavy : .light)
        canvas.drawText(text, in: rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
    }
}

/// Ten `HeavySelectionCell`s.
@MainActor
private final class HeavySelectionDataSource: CollectionViewDataSource {
    let registration = CellRegistration<HeavySelectionCell, String> { cell, _, text in cell.text = text }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        10
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        try collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: String(indexPath.item))
    }
}

// Selecting an item, and how a selected cell is drawn.
extension HeadlessCollectionViewTests {
    @Test func selectingMarksTheItemAndTellsTheDelegateWhileNilDoesNot() throws {
        let delegate = RecordingDelegate()
        let collectionView = try makeView(ItemsDataSource(count: 10))
        collectionView.delegate = delegate
        collectionView.selectItem(at: IndexPath(item: 7))
        collectionView.selectItem(at: IndexPath(item: 2))
        #expect(collectionView.indexPathForSelectedItem == IndexPath(item: 2))
        collectionView.deselectItem(at: IndexPath(item: 7))
        #expect(collectionView.indexPathForSelectedItem == IndexPath(item: 2), "another item stays selected")
        collectionView.selectItem(at: nil)
        #expect(collectionView.indexPathForSelectedItem == nil)
        #expect(delegate.selected == [IndexPath(item: 7), IndexPath(item: 2)])
    }

    @Test func theSelectionFollowsItsItemThroughBatchUpdatesAndEndsWithIt() throws {
        let dataSource = ItemsDataSource([["a", "b", "c", "d"]])
        let collectionView = try makeView(dataSource)
        collectionView.selectItem(at: IndexPath(item: 2))

        dataSource.sections[0].insert("new", at: 0)
        try collectionView.performBatchUpdates(BatchUpdate(inserts: [IndexPath(item: 0)]))
        #expect(collectionView.indexPathForSelectedItem == IndexPath(item: 3))

        dataSource.sections[0].insert(dataSource.sections[0].remove(at: 3), at: 0)
        try collectionView.performBatchUpdates(
            BatchUpdate(moves: [ItemMove(from: IndexPath(item: 3), to: IndexPath(item: 0))]))
        #expect(collectionView.indexPathForSelectedItem == IndexPath(item: 0))

        dataSource.sections[0].remove(at: 0)
        try collectionView.performBatchUpdates(BatchUpdate(deletes: [IndexPath(item: 0)]))
        #expect(collectionView.indexPathForSelectedItem == nil)
    }

    @Test func reloadingDataEndsTheSelection() throws {
        let collectionView = try makeView(ItemsDataSource(count: 10))
        collectionView.selectItem(at: IndexPath(item: 1))
        try collectionView.reloadData()
        #expect(collectionView.indexPathForSelectedItem == nil)
    }

    @Test func theSelectedCellIsDrawnInReverseWithAMarkThatShowsWithoutColor() throws {
        let collectionView = try makeView(ItemsDataSource(count: 10))
        collectionView.selectItem(at: IndexPath(item: 1))
        let canvas = collectionView.render()
        #expect(
            canvas.plainLines() == [
                "┌────────┐  ▶────────┐  ┌────────┐  ┌────────┐  ┌─",
                "│0       │  │1       │  │2       │  │3       │  │4",
                "└────────┘  └────────┘  └────────┘  └────────┘  └─",
            ])
        #expect(canvas.style(at: Point(x: 12, y: 0)).isReverse && canvas.style(at: Point(x: 12, y: 0)).isBold)
        #expect(canvas.style(at: Point(x: 21, y: 2)).isReverse)
        #expect(
            !canvas.style(at: Point(x: 10, y: 1)).isReverse && !canvas.style(at: Point(x: 22, y: 1)).isReverse
        )
    }

    @Test func aCellCanDrawItsOwnSelection() throws {
        let dataSource = HeavySelectionDataSource()
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 22, height: 3))
        collectionView.dataSource = dataSource
        try collectionView.reloadData()
        collectionView.selectItem(at: IndexPath(item: 0))
        #expect(
            collectionView.render().plainLines() == [
                "┏━━━━━━━━┓  ┌────────┐",
                "┃0       ┃  │1       │",
                "┗━━━━━━━━┛  └────────┘",
            ])
    }
}
