import Testing

@testable import CellKit

// Items shown whole or cut, and scrolling an item into view.
extension HeadlessCollectionViewTests {
    @Test func fullyVisibleItemsLeaveOutTheItemsCutAtEitherEdge() throws {
        let collectionView = try makeView(ItemsDataSource(count: 10))
        #expect(collectionView.indexPathsForVisibleItems == items(0..<5))
        #expect(collectionView.indexPathsForFullyVisibleItems == items(0..<4), "item 4 shows 2 of 10 columns")
        try collectionView.scroll(to: 5)
        #expect(collectionView.indexPathsForVisibleItems == items(0..<5))
        #expect(collectionView.indexPathsForFullyVisibleItems == items(1..<4))
        try collectionView.scroll(to: collectionView.maximumOffset)
        #expect(
            collectionView.indexPathsForFullyVisibleItems == items(6..<10), "the last item ends at the edge")
    }

    @Test func noItemIsFullyVisibleWhenTheViewportIsNarrowerThanAnItem() throws {
        let collectionView = try makeView(ItemsDataSource(count: 3), width: 8)
        #expect(collectionView.indexPathsForVisibleItems == items(0..<1))
        #expect(collectionView.indexPathsForFullyVisibleItems.isEmpty)
    }
}
