// CellKit.docc/GettingStarted.md: one test file, word for word
// (ProductDetailTests' ArticleExampleTests checks it).

// example: cellkit-getting-started
import CellKit
import Testing

final class PriceCell: ReusableCell {
    var price = ""

    func prepareForReuse() { price = "" }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawBox(rect, border: .rounded)
        canvas.drawText(price, in: rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
    }
}

final class PricesDataSource: CollectionViewDataSource {
    var prices = ["¥980", "¥1,200", "¥3,980", "¥12,800"]
    let registration = CellRegistration<PriceCell, String> { cell, _, price in
        cell.price = price
    }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        prices.count
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        try collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: prices[indexPath.item])
    }
}

@MainActor
@Test func theCarouselShowsWhatItsViewportHolds() throws {
    let dataSource = PricesDataSource()
    let collectionView = HeadlessCollectionView(
        layout: .horizontal(itemSizing: .fixed(Size(width: 10, height: 3))),
        viewportSize: Size(width: 24, height: 3))
    collectionView.dataSource = dataSource
    try collectionView.reloadData()
    #expect(
        collectionView.render().plainLines() == [
            "╭────────╮ ╭────────╮ ╭─",
            "│¥980    │ │¥1,200  │ │¥",
            "╰────────╯ ╰────────╯ ╰─",
        ])
}

@MainActor
@Test func anInsertedPriceTakesItsPlace() throws {
    let dataSource = PricesDataSource()
    let collectionView = HeadlessCollectionView(
        layout: .horizontal(itemSizing: .fixed(Size(width: 10, height: 3))),
        viewportSize: Size(width: 24, height: 3))
    collectionView.dataSource = dataSource
    try collectionView.reloadData()

    dataSource.prices.insert("¥480", at: 0)
    try collectionView.performBatchUpdates(BatchUpdate(inserts: [IndexPath(item: 0)]))
    try collectionView.scroll(byItems: 2)
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
    #expect(
        collectionView.render().plainLines() == [
            "╭────────╮ ╭────────╮ ╭─",
            "│¥1,200  │ │¥3,980  │ │¥",
            "╰────────╯ ╰────────╯ ╰─",
        ])
}
// end example
