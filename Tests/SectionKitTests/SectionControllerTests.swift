import CellKit
import Relay
import RelayTesting
import Testing

@testable import SectionKit

/// A section that replaces the default drawing: a box around its header.
@MainActor
private final class BoxedSection: SectionController {
    let core = SectionCore(
        typeName: "Boxed", header: "Boxed", height: 3, width: 12,
        layout: .vertical(itemSizing: .fixed(Size(width: 1, height: 1))))

    func render() -> TextCanvas {
        var canvas = TextCanvas(size: Size(width: 12, height: height))
        canvas.drawBox(canvas.bounds)
        canvas.drawText(header, in: Rect(x: 1, y: 1, width: 10, height: 1))
        return canvas
    }
}

@MainActor
@Suite struct SectionControllerTests {
    @Test func sharedMembersReadAndWriteTheCoreWhateverTheKind() {
        let page = SamplePage(user: .premium)
        let sections: [any SectionController] = [page.products, page.specs]
        for section in sections { section.emptyMessage = "None." }
        sections[1].header = "Specs"
        sections[1].state = .failed(message: "offline")
        #expect(page.products.core.emptyMessage == "None." && page.specs.core.emptyMessage == "None.")
        #expect(page.specs.core.header == "Specs")
        #expect(page.specs.core.state == .failed(message: "offline"))
        #expect(sections.map(\.height) == [3, 7])
        #expect(sections[0].collectionView === page.products.core.collectionView)
    }

    @Test func aReplacedRenderIsWhatTheComposerDraws() {
        let boxed = BoxedSection()
        boxed.header = "Hi"
        let composer = StackComposer<Int>(width: 12, sections: [0], scheduler: TestScheduler()) { _ in
            AnySectionController(boxed)
        }
        #expect(composer.page().sections[0].text == ["┌──────────┐", "│Hi        │", "└──────────┘"])
        #expect(AnySectionController(boxed).render().plainLines() == boxed.render().plainLines())
    }

    // MARK: The position hint

    /// A carousel of `count` cards `cardWidth` columns wide, one column apart, `width` wide.
    private func carousel(
        count: Int, cardWidth: Int = 16, width: Int = 40, scheduler: TestScheduler = TestScheduler()
    )
        -> ItemsSectionController<ProductCard, ProductCell>
    {
        ItemsSectionController(
            header: "Notes",
            data: BehaviorRelay(
                value: (1...count).map { ProductCard(id: $0, name: "Card \($0)", price: "¥\($0)") }),
            height: 3, width: width, estimatedItemSize: Size(width: cardWidth, height: 2),
            scheduler: scheduler,
            registration: ProductCell.registration())
    }

    @Test func theHintCountsACardCutAtTheEdgeAsNotShownAndPointsAtIt() {
        let section = carousel(count: 3)
        #expect(section.viewport.visibleItems == 0..<3, "card 3 shows its first 6 columns")
        #expect(section.viewport.fullyVisibleItems == 0..<2)
        #expect(section.render().plainLines()[0] == "Notes                         1–2 of 3 →")
    }

    @Test func theHintShowsABackArrowOnceScrolledToTheEnd() {
        let section = carousel(count: 3)
        section.scrollToItem(at: 2)
        #expect(section.viewport.contentOffset == section.viewport.maximumContentOffset)
        #expect(section.core.positionHint == "← 2–3 of 3")
    }

    @Test func theHintShowsBothArrowsWhenCardsAreCutOnBothSides() throws {
        let section = carousel(count: 10, cardWidth: 12)
        try section.collectionView.scroll(to: 5)
        #expect(section.viewport.fullyVisibleItems == 1..<3)
        #expect(section.core.positionHint == "← 2–3 of 10 →")
    }

    @Test func theHintNamesOneWholeCardWithoutARange() throws {
        let section = carousel(count: 3, cardWidth: 16, width: 20)
        try section.collectionView.scroll(to: 17)
        #expect(section.core.positionHint == "← 2 of 3 →")
    }

    @Test func theHintNamesThePartlyShownCardWhenNoneIsWhole() throws {
        let section = carousel(count: 3, cardWidth: 24, width: 20)
        #expect(section.viewport.fullyVisibleItems.isEmpty)
        #expect(section.core.positionHint == "1 of 3 →")
    }

    @Test func theHintHasNoArrowWhenEverythingFits() {
        let section = carousel(count: 2)
        #expect(section.core.positionHint == "1–2 of 2")
    }

    @Test func scrollingToAnOffsetPutsTheSectionBackWhereASelectionLeftIt() {
        let left = carousel(count: 10)
        left.selectItem(at: 4)
        left.selectItem(at: 3)
        let offset = left.viewport.contentOffset
        #expect(offset % 17 != 0, "no card starts the view: scrollToItem(at:) cannot get there")
        let back = carousel(count: 10)
        #expect(back.render().plainLines() != left.render().plainLines())
        back.scroll(to: offset)
        back.selectItem(at: 3)
        #expect(back.viewport == left.viewport)
        #expect(back.render().plainLines() == left.render().plainLines())
    }

    @Test func scrollingToAnOffsetIsClampedToTheContent() {
        let section = carousel(count: 10)
        section.scroll(to: 10_000)
        #expect(section.viewport.contentOffset == section.viewport.maximumContentOffset)
        section.scroll(to: -5)
        #expect(section.viewport.contentOffset == 0)
    }

    // MARK: Selection

    @Test func aSelectedCardIsMarkedAndScrolledIntoViewWhole() {
        let section = carousel(count: 10)
        section.selectItem(at: 2)
        #expect(section.selectedIndex == 2)
        #expect(section.viewport.selectedItem == 2)
        #expect(section.viewport.fullyVisibleItems == 1..<3, "card 3 ends at the section's right edge")
        let canvas = section.render()
        #expect(canvas.plainLines()[1] == "       Card 2           ▶ard 3", "plain text shows the mark")
        #expect(
            canvas.style(at: Point(x: 24, y: 1)).isReverse && canvas.style(at: Point(x: 39, y: 2)).isReverse)
        #expect(!canvas.style(at: Point(x: 23, y: 1)).isReverse)
        #expect(section.core.positionHint == "← 2–3 of 10 →")
    }

    @Test func selectingACardBeforeTheViewportScrollsBackToItsStart() {
        let section = carousel(count: 10)
        section.scrollToItem(at: 6)
        section.selectItem(at: 3)
        #expect(section.viewport.fullyVisibleItems.lowerBound == 3)
        #expect(section.viewport.contentOffset == 3 * 17)
    }

    @Test func selectingNilEndsTheSelection() {
        let section = carousel(count: 10)
        section.selectItem(at: 1)
        section.selectItem(at: nil)
        #expect(section.selectedIndex == nil)
        #expect(!section.render().plainLines().joined().contains("▶"))
    }

    @Test func theSelectionFollowsItsCardWhenTheDataChangesAndStaysInView() {
        let scheduler = TestScheduler()
        let section = carousel(count: 5, scheduler: scheduler)
        section.selectItem(at: 1)
        let cards = section.items
        section.data.accept([ProductCard(id: 90, name: "New", price: "¥0")] + cards)
        scheduler.advance(by: 1)
        #expect(section.selectedIndex == 2)
        #expect(section.viewport.fullyVisibleItems.contains(2), "pushed right, the card is scrolled back in")
        section.data.accept(cards.filter { $0.id != 2 })
        scheduler.advance(by: 1)
        #expect(section.selectedIndex == nil, "a deleted card takes its selection with it")
    }

    @Test func theSelectionStaysInViewWhenThePageNarrows() {
        let section = carousel(count: 10, width: 80)
        section.selectItem(at: 3)
        #expect(section.viewport.contentOffset == 0)
        section.core.resize(width: 40)
        #expect(section.viewport.fullyVisibleItems.contains(3))
    }

    @Test func aSelectedRowOfAMixedRowsSectionIsMarkedToo() {
        let page = SamplePage(user: .premium)
        page.specs.selectItem(at: 1)
        #expect(page.specs.render().plainLines()[2] == "▶aterial")
    }
}
