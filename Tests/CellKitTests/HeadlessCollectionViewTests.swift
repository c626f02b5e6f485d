import TestSupport
import Testing

@testable import CellKit

@MainActor
@Suite struct HeadlessCollectionViewTests {
    // Items 10 columns wide, 2 apart: item n spans columns 12n ..< 12n + 10.
    static let cards = CollectionLayout.horizontal(
        itemSizing: .fixed(Size(width: 10, height: 3)), itemSpacing: 2)
    static let selfSizingCards = CollectionLayout.horizontal(
        itemSizing: .selfSizing(estimated: Size(width: 10, height: 3)), itemSpacing: 2)

    func makeView(
        _ dataSource: ItemsDataSource, layout: CollectionLayout = cards, width: Int = 50
    ) throws -> HeadlessCollectionView {
        let collectionView = HeadlessCollectionView(
            layout: layout, viewportSize: Size(width: width, height: layout.headerHeight + 3))
        collectionView.dataSource = dataSource
        try collectionView.reloadData()
        return collectionView
    }

    func texts(_ collectionView: HeadlessCollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.map {
            ($0, collectionView.cellForItem(at: $0) as? LabelCell)
        }
        .map { $0.1?.text ?? "missing \($0.0)" }
    }

    func items(_ range: Range<Int>) -> [IndexPath] { range.map { IndexPath(item: $0) } }

    // MARK: Registration

    @Test func dequeueOfUnregisteredCellThrowsNamingIt() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let error = #expect(throws: CellKitError.self) {
            let _: UnregisteredCell = try collectionView.dequeueReusableCell(for: IndexPath(item: 0))
        }
        #expect(
            error
                == .unregisteredCell(
                    type: "CellKitTests.UnregisteredCell", reuseIdentifier: "CellKitTests.UnregisteredCell"))
        #expect(error.map { "\($0)" }?.contains("register(CellKitTests.UnregisteredCell.self)") == true)
    }

    @Test func dequeueOfUnregisteredSupplementaryViewThrowsNamingItAndItsKind() {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let error = #expect(throws: CellKitError.self) {
            let _: ListCell = try collectionView.dequeueReusableSupplementaryView(
                ofKind: .footer, for: IndexPath(item: 0))
        }
        #expect(
            error
                == .unregisteredSupplementaryView(
                    type: "CellKit.ListCell", kind: .footer, reuseIdentifier: "CellKit.ListCell"))
    }

    @Test func typeMismatchIsATypedErrorNamingBothTypes() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        try collectionView.register(LabelCell.self)
        let error = #expect(throws: CellKitError.self) {
            let _: ImpostorCell = try collectionView.dequeueReusableCell(for: IndexPath(item: 0))
        }
        #expect(
            error
                == .typeMismatch(
                    requested: "CellKitTests.ImpostorCell", registered: "CellKitTests.LabelCell",
                    reuseIdentifier: "CellKitTests.LabelCell"))
        let description = error.map { "\($0)" } ?? ""
        #expect(
            description.contains("CellKitTests.ImpostorCell")
                && description.contains("CellKitTests.LabelCell"))
    }

    @Test func aRegistrationForAnotherTypeUnderATakenIdentifierIsAMismatch() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        try collectionView.register(LabelCell.self)
        let impostor = CellRegistration<ImpostorCell, Int> { _, _, _ in }
        let error = #expect(throws: CellKitError.self) {
            _ = try collectionView.dequeueConfiguredReusableCell(
                using: impostor, for: IndexPath(item: 0), item: 1)
        }
        #expect(
            error
                == .typeMismatch(
                    requested: "CellKitTests.ImpostorCell", registered: "CellKitTests.LabelCell",
                    reuseIdentifier: "CellKitTests.LabelCell"))
    }

    @Test func registeredTypesDequeueTypedCells() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        try collectionView.register(LabelCell.self)
        let first: LabelCell = try collectionView.dequeueReusableCell(for: IndexPath(item: 0))
        let second: LabelCell = try collectionView.dequeueReusableCell(for: IndexPath(item: 1))
        #expect(first !== second)
        #expect(collectionView.reuseStatistics(for: LabelCell.self) == ReuseStatistics(created: 2, reused: 0))
    }

    @Test func templateLoadableCellsAwakeFromTheirTemplate() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        try collectionView.register(TemplatedCardCell.self)
        let cell: TemplatedCardCell = try collectionView.dequeueReusableCell(for: IndexPath(item: 0))
        #expect(cell.awakeCount == 1)
        #expect(cell.template?.fields == ["title", "price"])
        cell.values = ["title": "Kettle", "price": "¥3,980"]
        var canvas = TextCanvas(size: Size(width: 12, height: 2))
        cell.draw(in: canvas.bounds, on: &canvas)
        #expect(canvas.plainLines() == ["╭ Kettle ╮", "│ ¥3,980 │"])
    }

    @Test func aMissingTemplateNamesTheFile() {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let error = #expect(throws: CellKitError.self) {
            try collectionView.register(MissingTemplateCell.self)
        }
        guard case .templateNotFound(let file, _) = error else {
            Issue.record("expected templateNotFound, got \(String(describing: error))")
            return
        }
        #expect(file == "MissingTemplateCell.template")
        #expect(throws: CellKitError.self) {
            _ = try CellRegistration<MissingTemplateCell, Int>.loadingTemplate { _, _, _ in }
        }
    }

    @Test func aMalformedTemplateIsATypedErrorNamingTheFile() {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let error = #expect(throws: CellKitError.self) {
            try collectionView.register(BrokenCardCell.self)
        }
        guard case .malformedTemplate(let file, let line, _, _) = error else {
            Issue.record("expected malformedTemplate, got \(String(describing: error))")
            return
        }
        #expect(file == "BrokenCardCell.template")
        #expect(line == 2)
    }

    @Test func templateRegistrationsConfigureCellsFromTheirTemplate() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let registration = try CellRegistration<TemplatedCardCell, String>.loadingTemplate { cell, _, title in
            cell.values = ["title": title]
        }
        let cell = try collectionView.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0), item: "Pot")
        #expect(cell.awakeCount == 1)
        #expect(cell.template?.render(cell.values) == ["╭ Pot ╮", "│  │"])
    }

    @Test func plainRegistrationsOfTemplateCellsLoadTheTemplateOnce() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let registration = CellRegistration<TemplatedCardCell, String> { cell, _, title in
            cell.values = ["title": title]
        }
        let cells = try (0..<3).map { item in
            try collectionView.dequeueConfiguredReusableCell(
                using: registration, for: IndexPath(item: item), item: "Pot \(item)")
        }
        #expect(cells.allSatisfy { $0.awakeCount == 1 && $0.template?.fields == ["title", "price"] })
        #expect(cells[2].template?.render(cells[2].values) == ["╭ Pot 2 ╮", "│  │"])
    }

    @Test func aPlainRegistrationOfAMissingTemplateThrowsAtItsFirstDequeue() {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let registration = CellRegistration<MissingTemplateCell, Int> { _, _, _ in }
        let error = #expect(throws: CellKitError.self) {
            _ = try collectionView.dequeueConfiguredReusableCell(
                using: registration, for: IndexPath(item: 0), item: 1)
        }
        guard case .templateNotFound(let file, _) = error else {
            Issue.record("expected templateNotFound, got \(String(describing: error))")
            return
        }
        #expect(file == "MissingTemplateCell.template")
        #expect(collectionView.registry.isEmpty)
    }

    @Test func oneCallDequeueCachesItsRegistrationPerType() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        var cells: [TemplatedCardCell] = []
        for item in 0..<10 {
            cells.append(
                try collectionView.dequeueReusableCell(
                    TemplatedCardCell.self, for: IndexPath(item: item), item: "\(item)"
                ) {
                    cell, _, title in cell.values = ["title": title]
                })
        }
        #expect(collectionView.registry.count == 1)
        #expect(cells.allSatisfy { $0.awakeCount == 1 && $0.template == cells[0].template })
        #expect(cells.map { $0.values["title"] } == (0..<10).map { "\($0)" })
    }

    @Test func itemLessRegistrationsConfigureByIndexPath() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let registration = CellRegistration<LabelCell, Void> { cell, indexPath in
            cell.text = "more \(indexPath.item)"
        }
        let cell = try collectionView.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 7), item: ())
        #expect(cell.text == "more 7")
    }

    // MARK: Reuse pool

    @Test func onlyVisibleItemsHaveLiveCells() throws {
        let dataSource = ItemsDataSource(count: 100)
        let collectionView = try makeView(dataSource)
        #expect(collectionView.indexPathsForVisibleItems == items(0..<5))
        #expect(collectionView.liveCellCount == 5)
        #expect(dataSource.cellRequests == 5)
        #expect(texts(collectionView) == ["0", "1", "2", "3", "4"])
    }

    @Test func reuseHandsBackTheSameInstancesAfterPrepareForReuse() throws {
        let dataSource = ItemsDataSource(count: 100)
        let collectionView = try makeView(dataSource)
        let before = Set(
            collectionView.indexPathsForVisibleItems.map {
                ObjectIdentifier(collectionView.cellForItem(at: $0)!)
            })
        try collectionView.scroll(to: 120)
        #expect(collectionView.indexPathsForVisibleItems == items(10..<15))
        let after = collectionView.indexPathsForVisibleItems.map {
            collectionView.cellForItem(at: $0) as! LabelCell
        }
        #expect(Set(after.map(ObjectIdentifier.init)) == before)
        #expect(after.allSatisfy { $0.prepareForReuseCount == 1 })
        #expect(after.map(\.text) == ["10", "11", "12", "13", "14"])
        #expect(collectionView.reuseStatistics(for: LabelCell.self) == ReuseStatistics(created: 5, reused: 5))
        #expect(collectionView.pooledCellCount == 0)
    }

    @Test func cellsLeavingTheViewportWaitInThePool() throws {
        let dataSource = ItemsDataSource(count: 100)
        let collectionView = try makeView(dataSource)
        try collectionView.scroll(to: 6)  // items 0...4 still overlap: 0 spans 0..<10
        #expect(collectionView.pooledCellCount == 0)
        try collectionView.scroll(to: 10)  // item 0 ends at 10: gone; item 5 (60..<70) not yet
        #expect(collectionView.indexPathsForVisibleItems == items(1..<5))
        #expect(collectionView.pooledCellCount == 1)
    }

    @Test func liveCellsStayBoundedScrollingAMillionItemsEndToEnd() throws {
        let count = TestScale.size(full: 1_000_000, small: 10_000)
        let dataSource = ItemsDataSource(count: count)
        let collectionView = try makeView(dataSource)
        var steps = 0
        while collectionView.contentOffset.x < collectionView.maximumOffset {
            try collectionView.scroll(by: 331)
            steps += 1
            #expect(collectionView.liveCellCount <= 6)
        }
        #expect(steps > count / 100)
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: count - 1))
        #expect(texts(collectionView).last == String(count - 1))
        let statistics = collectionView.reuseStatistics(for: LabelCell.self)
        #expect(statistics.created <= 6)
        #expect(statistics.reused >= steps * 4)
    }

    @Test func selfSizingLiveCellsStayBoundedScrollingAMillionItemsEndToEnd() throws {
        let count = TestScale.size(full: 1_000_000, small: 10_000)
        let dataSource = ItemsDataSource(count: count)
        let collectionView = try makeView(dataSource, layout: Self.selfSizingCards)
        while collectionView.contentOffset.x < collectionView.maximumOffset {
            try collectionView.scroll(by: 331)
            #expect(collectionView.liveCellCount <= 12)
        }
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: count - 1))
        #expect(collectionView.reuseStatistics(for: LabelCell.self).created <= 12)
    }

    @Test func selfSizingMeasuresOnlyItemsThatWereVisible() throws {
        let count = TestScale.size(full: 1_000_000, small: 10_000)
        let dataSource = ItemsDataSource(count: count)
        let collectionView = try makeView(dataSource, layout: Self.selfSizingCards)
        try collectionView.scroll(to: collectionView.maximumOffset)
        let measured = collectionView.model.sections[0].measured
        #expect(measured.count < 30)
        #expect(measured.keys.contains(count - 1))
        // Measured items take their preferred width ("999999" is 6 columns + 2 for the box).
        let last = IndexPath(item: count - 1)
        #expect(collectionView.frameForItem(at: last).width == String(count - 1).count + 2)
        #expect(collectionView.frameForItem(at: last).maxX == collectionView.contentSize.width)
    }

    @Test func selfSizedItemsArePlacedByTheirMeasuredWidths() throws {
        let dataSource = ItemsDataSource([["a", "bbbb", "日本語"]])
        let collectionView = try makeView(dataSource, layout: Self.selfSizingCards)
        #expect(collectionView.frameForItem(at: IndexPath(item: 0)) == Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1)) == Rect(x: 5, y: 0, width: 6, height: 3))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2)) == Rect(x: 13, y: 0, width: 8, height: 3))
        #expect(collectionView.contentSize == Size(width: 21, height: 3))
    }

    // MARK: Layout and viewport

    @Test func framesIncludeSpacingInsetsAndTheHeader() throws {
        let layout = CollectionLayout.horizontal(
            itemSizing: .fixed(Size(width: 10, height: 3)), itemSpacing: 2,
            sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 3), headerHeight: 1)
        let dataSource = ItemsDataSource(count: 4)
        let collectionView = try makeView(dataSource, layout: layout)
        #expect(
            collectionView.frameForItem(at: IndexPath(item: 2)) == Rect(x: 25, y: 2, width: 10, height: 3))
        #expect(collectionView.contentSize == Size(width: 1 + 4 * 12 - 2 + 3, height: 5))
    }

    @Test func scrollingIsClampedToTheContent() throws {
        let dataSource = ItemsDataSource(count: 10)  // content 118 columns, viewport 50
        let collectionView = try makeView(dataSource)
        try collectionView.scroll(to: -10)
        #expect(collectionView.contentOffset == Point(x: 0, y: 0))
        try collectionView.scroll(to: 1_000)
        #expect(collectionView.contentOffset == Point(x: 68, y: 0))
        #expect(collectionView.maximumOffset == 68)
        #expect(collectionView.indexPathsForVisibleItems == items(5..<10))
    }

    @Test func scrollByItemsStartsTheViewportAtThatItem() throws {
        let dataSource = ItemsDataSource(count: 100)
        let collectionView = try makeView(dataSource)
        try collectionView.scroll(byItems: 3)
        #expect(collectionView.contentOffset.x == 36)
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 3))
        try collectionView.scroll(byItems: -2)
        #expect(collectionView.contentOffset.x == 12)
        try collectionView.scroll(byItems: -5)
        #expect(collectionView.contentOffset.x == 0)
    }

    @Test func emptyContentShowsNothing() throws {
        let dataSource = ItemsDataSource([[]])
        let collectionView = try makeView(dataSource)
        try collectionView.scroll(by: 10)
        #expect(collectionView.indexPathsForVisibleItems.isEmpty)
        #expect(collectionView.liveCellCount == 0)
        #expect(collectionView.contentOffset == .zero)
    }

    @Test func sectionsFollowEachOtherWithTheirHeaders() throws {
        let layout = CollectionLayout.horizontal(
            itemSizing: .fixed(Size(width: 10, height: 3)), itemSpacing: 2, headerHeight: 1)
        let dataSource = ItemsDataSource([["a", "b"], ["c", "d", "e"]])
        dataSource.showsHeaders = true
        let collectionView = try makeView(dataSource, layout: layout, width: 30)
        #expect(
            collectionView.frameForItem(at: IndexPath(item: 0, section: 1))
                == Rect(x: 22, y: 1, width: 10, height: 3))
        #expect(collectionView.liveSupplementaryViewCount == 2)
        try collectionView.scroll(to: 30)
        #expect(collectionView.supplementaryView(ofKind: .header, inSection: 0) == nil)
        #expect(collectionView.supplementaryView(ofKind: .header, inSection: 1) != nil)
        #expect(collectionView.liveSupplementaryViewCount == 1)
    }

    @Test func verticalListStacksRowsOfDifferentTypesAndHeights() throws {
        let dataSource = MixedRowsDataSource([
            .title("Kettle"), .body("1.2 L\nStainless"), .title("Reviews"), .body("★★★★☆"),
        ])
        let collectionView = HeadlessCollectionView(
            layout: .vertical(itemSizing: .selfSizing(estimated: Size(width: 1, height: 1))),
            viewportSize: Size(width: 12, height: 4))
        collectionView.dataSource = dataSource
        try collectionView.reloadData()
        #expect(collectionView.frameForItem(at: IndexPath(item: 1)) == Rect(x: 0, y: 1, width: 12, height: 2))
        #expect(collectionView.frameForItem(at: IndexPath(item: 3)) == Rect(x: 0, y: 4, width: 12, height: 1))
        #expect(collectionView.render().plainLines() == ["Kettle", "1.2 L", "Stainless", "Reviews"])
        try collectionView.scroll(by: 2)
        #expect(collectionView.contentOffset == Point(x: 0, y: 1))
        #expect(collectionView.render().plainLines() == ["1.2 L", "Stainless", "Reviews", "★★★★☆"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3)) is RowCell)
    }

    // MARK: Rendering

    @Test func renderShowsAPeekOfThePartlyVisibleCard() throws {
        let dataSource = ItemsDataSource(count: 10)
        let collectionView = try makeView(dataSource, width: 30)
        #expect(
            collectionView.render().plainLines() == [
                "┌────────┐  ┌────────┐  ┌─────",
                "│0       │  │1       │  │2",
                "└────────┘  └────────┘  └─────",
            ])
    }

    @Test func wideCharactersCutByTheViewportEdgeBecomeSpaces() throws {
        let dataSource = ItemsDataSource([["日本語", "日本語"]])
        let collectionView = try makeView(dataSource, width: 12)
        try collectionView.scroll(to: 2)
        let lines = collectionView.render().plainLines()
        #expect(lines == ["───────┐  ┌─", " 本語  │  │", "───────┘  └─"])
        #expect(lines.allSatisfy { $0.displayWidth <= 12 })
    }

    // MARK: Batch updates

    @Test func insertingShiftsCellsAndKeepsTheirInstances() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        let oldFirst = collectionView.cellForItem(at: IndexPath(item: 0))
        dataSource.sections[0].insert("new", at: 0)
        try collectionView.performBatchUpdates(BatchUpdate(inserts: [IndexPath(item: 0)]))
        #expect(collectionView.numberOfItems(inSection: 0) == 11)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1)) === oldFirst)
        #expect(texts(collectionView) == ["new", "0", "1", "2", "3"])
        #expect(collectionView.liveCellCount == 5)
        #expect(collectionView.reuseStatistics(for: LabelCell.self).created == 5)
    }

    @Test func deletingReturnsTheCellToThePoolForReuse() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        let deleted = collectionView.cellForItem(at: IndexPath(item: 1)) as! LabelCell
        dataSource.sections[0].remove(at: 1)
        try collectionView.performBatchUpdates(BatchUpdate(deletes: [IndexPath(item: 1)]))
        #expect(texts(collectionView) == ["0", "2", "3", "4", "5"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 4)) === deleted)
        #expect(deleted.prepareForReuseCount == 1)
    }

    @Test func movingKeepsTheCellAtItsNewIndex() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        let moved = collectionView.cellForItem(at: IndexPath(item: 3))
        dataSource.sections[0].insert(dataSource.sections[0].remove(at: 3), at: 0)
        try collectionView.performBatchUpdates(
            BatchUpdate(moves: [ItemMove(from: IndexPath(item: 3), to: IndexPath(item: 0))]))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0)) === moved)
        #expect(texts(collectionView) == ["3", "0", "1", "2", "4"])
    }

    @Test func reloadingReplacesTheCellThroughThePool() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        let old = collectionView.cellForItem(at: IndexPath(item: 2)) as! LabelCell
        dataSource.sections[0][2] = "two"
        try collectionView.performBatchUpdates(BatchUpdate(reloads: [IndexPath(item: 2)]))
        #expect(texts(collectionView) == ["0", "1", "two", "3", "4"])
        #expect(old.prepareForReuseCount == 1)
        #expect(collectionView.reuseStatistics(for: LabelCell.self) == ReuseStatistics(created: 5, reused: 1))
    }

    @Test func reconfiguringKeepsTheCellAndRerunsItsHandler() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        let cell = collectionView.cellForItem(at: IndexPath(item: 2)) as! LabelCell
        dataSource.sections[0][2] = "two"
        try collectionView.performBatchUpdates(BatchUpdate(reconfigures: [IndexPath(item: 2)]))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2)) === cell)
        #expect(cell.text == "two")
        #expect(cell.configureCount == 2)
        #expect(cell.prepareForReuseCount == 0)
    }

    @Test func aMovedItemWhoseContentChangedIsReconfiguredAtItsNewIndex() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        let cell = collectionView.cellForItem(at: IndexPath(item: 4)) as! LabelCell
        dataSource.sections[0].remove(at: 4)
        dataSource.sections[0].insert("four", at: 1)
        try collectionView.performBatchUpdates(
            BatchUpdate(
                reconfigures: [IndexPath(item: 1)],
                moves: [ItemMove(from: IndexPath(item: 4), to: IndexPath(item: 1))]))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1)) === cell)
        #expect(texts(collectionView) == ["0", "four", "1", "2", "3"])
    }

    @Test func batchUpdatesKeepMeasuredSizesWithTheirItems() throws {
        let dataSource = ItemsDataSource([["a", "bbbb", "cc"]])
        let collectionView = try makeView(dataSource, layout: Self.selfSizingCards)
        dataSource.sections[0].insert("zzzzzzzzzz", at: 0)
        try collectionView.performBatchUpdates(BatchUpdate(inserts: [IndexPath(item: 0)]))
        #expect(collectionView.frameForItem(at: IndexPath(item: 0)).width == 12)
        #expect(collectionView.frameForItem(at: IndexPath(item: 2)).width == 6)
        #expect(collectionView.frameForItem(at: IndexPath(item: 2)).minX == 12 + 2 + 3 + 2)
    }

    enum InvalidBatch: String, CaseIterable, Sendable {
        case countMismatch, sectionOutOfRange, oldIndexOutOfRange, newIndexOutOfRange
        case duplicateDelete, deleteAndMove, reloadOfDeleted, reconfigureOfInserted, sectionCountChanged
    }

    @Test(arguments: InvalidBatch.allCases)
    func eachInvalidBatchKindThrowsAndLeavesTheViewUnchanged(kind: InvalidBatch) throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        try collectionView.scroll(to: 13)
        func snapshot() -> [String] {
            collectionView.indexPathsForVisibleItems.map { indexPath in
                let cell = collectionView.cellForItem(at: indexPath) as? LabelCell
                return "\(indexPath) \(cell.map { "\(ObjectIdentifier($0))" } ?? "-") \(cell?.text ?? "-")"
            } + [
                "\(collectionView.contentOffset)", "\(collectionView.numberOfSections)",
                "\(collectionView.numberOfItems(inSection: 0))", "\(collectionView.reuseStatistics)",
                "\(collectionView.pooledCellCount)",
            ]
        }
        let before = snapshot()
        let batch: BatchUpdate
        switch kind {
        case .countMismatch:
            dataSource.sections[0].append("x")
            batch = BatchUpdate(inserts: [IndexPath(item: 0), IndexPath(item: 1)])
        case .sectionOutOfRange:
            dataSource.sections[0].removeLast()
            batch = BatchUpdate(deletes: [IndexPath(item: 0, section: 1)])
        case .oldIndexOutOfRange:
            dataSource.sections[0].removeLast()
            batch = BatchUpdate(deletes: [IndexPath(item: 10)])
        case .newIndexOutOfRange:
            dataSource.sections[0].append("x")
            batch = BatchUpdate(inserts: [IndexPath(item: 11)])
        case .duplicateDelete:
            dataSource.sections[0].removeLast(2)
            batch = BatchUpdate(deletes: [IndexPath(item: 1), IndexPath(item: 1)])
        case .deleteAndMove:
            dataSource.sections[0].removeLast()
            batch = BatchUpdate(
                deletes: [IndexPath(item: 2)],
                moves: [ItemMove(from: IndexPath(item: 2), to: IndexPath(item: 0))])
        case .reloadOfDeleted:
            dataSource.sections[0].removeLast()
            batch = BatchUpdate(deletes: [IndexPath(item: 2)], reloads: [IndexPath(item: 2)])
        case .reconfigureOfInserted:
            dataSource.sections[0].append("x")
            batch = BatchUpdate(inserts: [IndexPath(item: 3)], reconfigures: [IndexPath(item: 3)])
        case .sectionCountChanged:
            dataSource.sections.append(["y"])
            batch = BatchUpdate()
        }
        let error = #expect(throws: CellKitError.self) {
            try collectionView.performBatchUpdates(batch)
        }
        guard case .invalidBatchUpdate = error else {
            Issue.record("expected invalidBatchUpdate, got \(String(describing: error))")
            return
        }
        #expect(snapshot() == before)
    }

    @Test func reloadDataRereadsCountsAndReconfiguresVisibleCells() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        dataSource.sections[0] = ["x", "y"]
        try collectionView.reloadData()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(texts(collectionView) == ["x", "y"])
        #expect(collectionView.liveCellCount == 2)
        #expect(collectionView.pooledCellCount == 3)
    }

    // MARK: Delegate

    @Test func displayEventsTrackTheVisibleItems() throws {
        let dataSource = ItemsDataSource(count: 100)
        let delegate = RecordingDelegate()
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 50, height: 3))
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        try collectionView.reloadData()
        #expect(delegate.displayed == items(0..<5))
        for offset in [7, 30, 400, 0, 1_100, 3] {
            try collectionView.scroll(to: offset)
            #expect(delegate.onScreen == Set(collectionView.indexPathsForVisibleItems))
        }
        #expect(Set(delegate.ended).isSuperset(of: items(33..<38)))
    }

    @Test func selectionIsReportedToTheDelegate() throws {
        let dataSource = ItemsDataSource(count: 10)
        let delegate = RecordingDelegate()
        let collectionView = try makeView(dataSource)
        collectionView.delegate = delegate
        collectionView.selectItem(at: IndexPath(item: 7))
        #expect(delegate.selected == [IndexPath(item: 7)])
    }

    @Test func nearingTheEndIsReportedOncePerApproach() throws {
        let dataSource = ItemsDataSource(count: 20)
        let delegate = RecordingDelegate()
        let collectionView = try makeView(dataSource)
        collectionView.delegate = delegate
        var closureCalls = 0
        collectionView.onNearEnd = { _ in closureCalls += 1 }
        try collectionView.scroll(to: 100)  // last visible item 12: not within 3 of 19
        #expect(!collectionView.isNearEnd)
        try collectionView.scroll(to: 12 * 12)  // items 12...16: 16 >= 19 - 3
        #expect(collectionView.isNearEnd)
        try collectionView.scroll(to: 1_000)
        #expect(delegate.nearEndCount == 1)
        try collectionView.scroll(to: 0)
        #expect(!collectionView.isNearEnd)
        try collectionView.scroll(to: 1_000)
        #expect(delegate.nearEndCount == 2)
        #expect(closureCalls == 2)
    }

    @Test func appendingAPageEndsTheNearEndState() throws {
        let dataSource = ItemsDataSource([(0..<10).map(String.init)])
        let collectionView = try makeView(dataSource)
        try collectionView.scroll(to: 1_000)
        #expect(collectionView.isNearEnd)
        dataSource.sections[0] += (10..<30).map(String.init)
        try collectionView.performBatchUpdates(BatchUpdate(inserts: (10..<30).map { IndexPath(item: $0) }))
        #expect(!collectionView.isNearEnd)
    }
}

extension HeadlessCollectionViewTests {
    @Test func verticalListSectionsStackWithHeadersAboveTheirRows() throws {
        let dataSource = ItemsDataSource([["a", "b"], ["c"]])
        dataSource.showsHeaders = true
        let layout = CollectionLayout.vertical(
            itemSizing: .fixed(Size(width: 1, height: 3)), itemSpacing: 1,
            sectionInsets: EdgeInsets(left: 1, right: 1),
            headerHeight: 1)
        let collectionView = HeadlessCollectionView(
            layout: layout, viewportSize: Size(width: 12, height: 9))
        collectionView.dataSource = dataSource
        try collectionView.reloadData()
        // Section 0: header row 0, items at rows 1 and 5; section 1 starts at row 8.
        #expect(collectionView.frameForItem(at: IndexPath(item: 1)) == Rect(x: 1, y: 5, width: 10, height: 3))
        #expect(
            collectionView.frameForItem(at: IndexPath(item: 0, section: 1))
                == Rect(x: 1, y: 9, width: 10, height: 3))
        #expect(collectionView.contentSize == Size(width: 12, height: 12))
        #expect(
            collectionView.render().plainLines() == [
                "Section 0", " ┌────────┐", " │a       │", " └────────┘", "", " ┌────────┐", " │b       │",
                " └────────┘", "Section 1",
            ])
        try collectionView.scrollToItem(at: IndexPath(item: 0, section: 1))
        #expect(collectionView.contentOffset == Point(x: 0, y: 3))
        // Item 0.0 spans rows 1...3, so its last row still shows.
        #expect(
            collectionView.indexPathsForVisibleItems == [
                IndexPath(item: 0), IndexPath(item: 1), IndexPath(item: 0, section: 1),
            ])
        #expect(collectionView.supplementaryView(ofKind: .header, inSection: 1) != nil)
    }
}

extension HeadlessCollectionViewTests {
    @Test func measuringItemsBeforeTheViewportKeepsTheVisibleContentInPlace() throws {
        let dataSource = ItemsDataSource(count: 100)
        let collectionView = try makeView(dataSource, layout: Self.selfSizingCards)
        try collectionView.scroll(to: 600)  // items 50... unmeasured before, estimated 10 wide
        let anchor = try #require(collectionView.indexPathsForVisibleItems.last)
        let screenX = collectionView.frameForItem(at: anchor).minX - collectionView.contentOffset.x
        try collectionView.scroll(by: -3)  // brings in an item measured at 4 columns, not 10
        #expect(collectionView.frameForItem(at: anchor).minX - collectionView.contentOffset.x == screenX + 3)
    }
}

extension HeadlessCollectionViewTests {
    @Test func resizingTheViewportShowsMoreItems() throws {
        let dataSource = ItemsDataSource(count: 100)
        let collectionView = try makeView(dataSource)
        try collectionView.resize(to: Size(width: 100, height: 3))
        #expect(collectionView.indexPathsForVisibleItems == items(0..<9))
        #expect(collectionView.liveCellCount == 9)
        try collectionView.resize(to: Size(width: 20, height: 3))
        #expect(collectionView.liveCellCount == 2)
        #expect(collectionView.pooledCellCount == 7)
    }

    @Test func changingTheLayoutRelaysOutTheItems() throws {
        let dataSource = ItemsDataSource([["a", "bb", "ccc"]])
        let collectionView = try makeView(dataSource)
        try collectionView.setLayout(Self.selfSizingCards)
        #expect(
            collectionView.frameForItem(at: IndexPath(item: 2))
                == Rect(x: 3 + 2 + 4 + 2, y: 0, width: 5, height: 3))
        try collectionView.setLayout(Self.cards)
        #expect(
            collectionView.frameForItem(at: IndexPath(item: 2)) == Rect(x: 24, y: 0, width: 10, height: 3))
    }

    @Test func plainSupplementaryRegistrationsOfTemplateViewsAwakeFromTheirTemplate() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let registration = SupplementaryRegistration<TemplatedCardCell>(kind: .footer) { view, kind, _ in
            view.values = ["title": "\(kind)"]
        }
        let view = try collectionView.dequeueConfiguredSupplementaryView(
            using: registration, for: IndexPath(item: 0, section: 1))
        #expect(view.awakeCount == 1)
        #expect(view.template?.render(view.values).first == "╭ footer ╮")
    }

    @Test func templateSupplementaryRegistrationsAwakeFromTheirTemplate() throws {
        let collectionView = HeadlessCollectionView(
            layout: Self.cards, viewportSize: Size(width: 10, height: 3))
        let registration = try SupplementaryRegistration<TemplatedCardCell>.loadingTemplate(kind: .header) {
            view, _, indexPath in view.values = ["title": "Section \(indexPath.section)"]
        }
        let view = try collectionView.dequeueConfiguredSupplementaryView(
            using: registration, for: IndexPath(item: 0, section: 3))
        #expect(view.awakeCount == 1)
        #expect(view.template?.render(view.values).first == "╭ Section 3 ╮")
    }
}
