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

    @Test func scrollingAnItemToVisibleMovesTheLeastDistance() throws {
        let collectionView = try makeView(ItemsDataSource(count: 10))
        try collectionView.scrollItemToVisible(at: IndexPath(item: 2))
        #expect(collectionView.contentOffset.x == 0, "an item shown whole does not scroll")
        try collectionView.scrollItemToVisible(at: IndexPath(item: 4))
        #expect(collectionView.contentOffset.x == 8, "item 4 (48..<58) ends at the viewport's end")
        #expect(collectionView.indexPathsForFullyVisibleItems.last == IndexPath(item: 4))
        try collectionView.scrollItemToVisible(at: IndexPath(item: 8))
        #expect(collectionView.contentOffset.x == 56)
        try collectionView.scrollItemToVisible(at: IndexPath(item: 3))
        #expect(collectionView.contentOffset.x == 36, "going back, item 3 starts the viewport")
        try collectionView.scrollItemToVisible(at: IndexPath(item: 0))
        #expect(collectionView.contentOffset.x == 0)
    }

    @Test func scrollingASelfSizingItemToVisibleShowsItsMeasuredEnd() throws {
        let dataSource = ItemsDataSource([(0..<10).map { String(repeating: "x", count: $0 + 10) }])
        let collectionView = try makeView(dataSource, layout: Self.selfSizingCards)
        try collectionView.scrollItemToVisible(at: IndexPath(item: 6))
        #expect(collectionView.indexPathsForFullyVisibleItems.last == IndexPath(item: 6))
        #expect(collectionView.frameForItem(at: IndexPath(item: 6)).width == 18)
    }

    @Test func anItemWiderThanTheViewportShowsFromItsStart() throws {
        let collectionView = try makeView(ItemsDataSource(count: 10), width: 8)
        try collectionView.scrollItemToVisible(at: IndexPath(item: 3))
        #expect(collectionView.contentOffset.x == 36)
    }
}
