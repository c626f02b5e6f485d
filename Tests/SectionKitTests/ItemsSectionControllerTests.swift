import CellKit
import Relay
import RelayTesting
import Testing

@testable import SectionKit

@MainActor
@Suite struct ItemsSectionControllerTests {
    private func makeSection(
        _ cards: [ProductCard] = [], scheduler: TestScheduler, width: Int = 40
    ) -> ItemsSectionController<ProductCard, ProductCell> {
        ItemsSectionController(
            header: "Related", data: BehaviorRelay(value: cards), height: 3, width: width,
            estimatedItemSize: Size(width: 12, height: 2), scheduler: scheduler,
            registration: ProductCell.registration())
    }

    private func cards(_ ids: [Int], price: String = "¥100") -> [ProductCard] {
        ids.map { ProductCard(id: $0, name: "Item \($0)", price: price) }
    }

    @Test func dataEmissionIsAppliedOnTheUISchedulerAsOneBatchUpdate() {
        let scheduler = TestScheduler()
        let section = makeSection(cards([1, 2, 3]), scheduler: scheduler)
        var batches: [Changeset] = []
        section.core.onItemsChange = { batches.append($0) }

        section.data.accept(cards([3, 4, 1]))
        #expect(section.items.map(\.id) == [1, 2, 3], "nothing changes before the scheduler runs")
        scheduler.advance(by: 1)

        #expect(section.items.map(\.id) == [3, 4, 1])
        #expect(batches.count == 1)
        #expect(batches.first.map(ChangeSummary.init) == ChangeSummary(deleted: 1, inserted: 1, moved: 1))
        #expect(section.collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func contentChangeReconfiguresTheSameLiveCell() throws {
        let scheduler = TestScheduler()
        let section = makeSection(cards([1, 2]), scheduler: scheduler)
        let first = try #require(section.collectionView.cellForItem(at: IndexPath(item: 0)) as? ProductCell)
        let configurations = first.configurations

        section.data.accept([ProductCard(id: 1, name: "Item 1", price: "¥90")] + cards([2]))
        scheduler.advance(by: 1)

        let after = try #require(section.collectionView.cellForItem(at: IndexPath(item: 0)) as? ProductCell)
        #expect(after === first)
        #expect(after.card?.price == "¥90")
        #expect(after.configurations == configurations + 1)
        #expect(section.collectionView.reuseStatistics(for: ProductCell.self).created == 2)
    }

    @Test func sectionStartsLoadingAndBecomesEmptyOrLoaded() {
        let scheduler = TestScheduler()
        let section = makeSection(scheduler: scheduler)
        #expect(section.state == .loading)
        #expect(section.render().plainLines() == ["Related", "Loading…", ""])

        section.data.accept([])
        scheduler.advance(by: 1)
        #expect(section.state == .empty)
        #expect(section.render().plainLines() == ["Related", "Nothing here yet.", ""])

        section.data.accept(cards([1]))
        scheduler.advance(by: 1)
        #expect(section.state == .loaded)
    }

    @Test func failedSectionRendersHeaderAndMessageUntilDataChanges() {
        let scheduler = TestScheduler()
        let section = makeSection(cards([1]), scheduler: scheduler)
        section.state = .failed(message: "Couldn't load related products")
        #expect(section.render().plainLines() == ["Related", "⚠ Couldn't load related products", ""])

        section.data.accept(cards([1]))
        scheduler.advance(by: 1)
        #expect(section.state == .failed(message: "Couldn't load related products"))

        section.data.accept(cards([1, 2]))
        scheduler.advance(by: 1)
        #expect(section.state == .loaded)
    }

    @Test func headerShowsWhichItemsAreVisibleWhole() {
        let scheduler = TestScheduler()
        let section = makeSection(cards(Array(1...10)), scheduler: scheduler)
        #expect(section.render().plainLines()[0] == "Related                      1–3 of 10 →")
        section.scrollToItem(at: 4)
        #expect(section.viewport.visibleItems == 4..<8, "the eighth item shows its first column")
        #expect(section.render().plainLines()[0] == "Related                    ← 5–7 of 10 →")
    }

    @Test func randomEmissionsLeaveEveryVisibleCellShowingItsItem() throws {
        let scheduler = TestScheduler()
        let section = makeSection(scheduler: scheduler, width: 200)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let sample = RandomDiffCase(using: &generator, maximumCount: 20)
            for list in [sample.old, sample.new] {
                let cards = list.map { ProductCard(id: $0.id, name: "\($0.id)", price: "r\($0.revision)") }
                section.data.accept(cards)
                scheduler.advance(by: 1)
                try #require(section.items == cards, "\(sample)")
                for indexPath in section.collectionView.indexPathsForVisibleItems {
                    let cell = section.collectionView.cellForItem(at: indexPath) as? ProductCell
                    try #require(cell?.card == section.items[indexPath.item], "\(sample) at \(indexPath)")
                }
            }
        }
    }

    @Test func releasedControllerStopsFollowingItsRelay() {
        let scheduler = TestScheduler()
        let relay = BehaviorRelay(value: cards([1]))
        weak var released: ItemsSectionController<ProductCard, ProductCell>?
        do {
            let section = ItemsSectionController(
                header: "Related", data: relay, scheduler: scheduler, registration: ProductCell.registration()
            )
            released = section
            #expect(section.items.count == 1)
        }
        #expect(released == nil)
        relay.accept(cards([1, 2]))
        scheduler.advance(by: 1)
    }

    @Test func liveCellsStayWithinTheViewportHoweverManyItems() {
        let scheduler = TestScheduler()
        let all = cards(Array(0..<5_000))
        let section = makeSection(all, scheduler: scheduler)
        var updated = all
        updated[4_000].price = "¥1"
        updated.remove(at: 10)
        section.data.accept(updated)
        scheduler.advance(by: 1)
        #expect(section.viewport.isNearEnd == false)

        section.scrollToItem(at: 4_995)

        #expect(section.collectionView.liveCellCount <= section.viewport.visibleItems.count + 2)
        #expect(section.viewport.itemCount == 4_999)
        #expect(section.viewport.isNearEnd)
    }
}
