import CatalogFixtures
import CatalogKit
import Foundation
import RelayTesting
import SectionKit
import Testing

@testable import ProductDetail

/// The card ⏎ opens, marked on an interactive page (a heavy border and `▶`): the focused
/// carousel's selected card, on virtual time.
@MainActor
@Suite struct ProductDetailViewModelSelectionTests {
    let scheduler = TestScheduler()
    let repository: FakeProductRepository

    init() {
        // p-1 and ten products related to it, so that its carousel scrolls well past its start.
        let products = [SmallCatalog.product("p-1")] + (2...11).map { SmallCatalog.product("p-\($0)") }
        repository = FakeProductRepository(
            catalog: SmallCatalog.catalog(products: products), scheduler: scheduler)
    }

    /// A page 100 columns wide (three 28-column cards show whole), loaded and focused on the
    /// related products.
    func makeFocusedPage(showsFocus: Bool = true) -> ProductDetailViewModel {
        let viewModel = ProductDetailViewModel(
            productID: "p-1", repository: repository, scheduler: scheduler, now: FixedClock.now, width: 100)
        viewModel.showsFocus = showsFocus
        scheduler.advance(to: 20)
        viewModel.moveFocus(by: 1)
        scheduler.advance(by: 1)
        return viewModel
    }

    /// The titles of the cards drawn marked in `section`: a marked card's title row lies
    /// between the two sides of its heavy border.
    func markedTitles(in section: SectionType, of viewModel: ProductDetailViewModel) -> [String] {
        let lines = viewModel.page.section(section.rawValue)?.text ?? []
        guard lines.count > 2 else { return [] }
        let sides = lines[2].split(separator: "┃", omittingEmptySubsequences: false)
        return sides.count == 3 ? [sides[1].trimmingCharacters(in: .whitespaces)] : []
    }

    /// The title a card of the related products shows.
    func title(ofRelated index: Int, in viewModel: ProductDetailViewModel) -> String {
        let card = viewModel.sections.related.items[index]
        return "\(card.imageSymbol) \(card.name)"
    }

    /// The related products' header line, with its position hint.
    func relatedHeader(of viewModel: ProductDetailViewModel) -> String {
        viewModel.page.section(SectionType.relatedProducts.rawValue)?.text.first ?? ""
    }

    func press(_ offset: Int, times: Int, on viewModel: ProductDetailViewModel) {
        for _ in 0..<times { viewModel.scrollFocusedSection(by: offset) }
        scheduler.advance(by: 1)
    }

    @Test func theMarkedCardFollowsLeftAndRight() {
        let viewModel = makeFocusedPage()
        #expect(viewModel.sections.related.items.count == 10)
        for (offset, times, expected) in [(0, 0, 0), (1, 1, 1), (1, 2, 3), (-1, 1, 2)] {
            press(offset, times: times, on: viewModel)
            #expect(viewModel.selectedIndex(in: .relatedProducts) == expected)
            #expect(viewModel.page.section("relatedProducts")?.viewport.selectedItem == expected)
            #expect(
                markedTitles(in: .relatedProducts, of: viewModel) == [
                    title(ofRelated: expected, in: viewModel)
                ])
            #expect(viewModel.selectedRelatedProductID == viewModel.sections.related.items[expected].id)
        }
    }

    @Test func enterOpensTheMarkedCardNotTheFirstOneShown() {
        let viewModel = makeFocusedPage()
        press(1, times: 4, on: viewModel)
        #expect(
            relatedHeader(of: viewModel).hasSuffix("← 3–5 of 10 →"),
            "scrolled the least: card 5 ends the view")
        let items = viewModel.sections.related.items
        #expect(viewModel.selectedRelatedProductID == items[4].id)
        #expect(markedTitles(in: .relatedProducts, of: viewModel) == [title(ofRelated: 4, in: viewModel)])
        #expect(viewModel.page.section("relatedProducts")?.text[1].contains("▶━") == true)
    }

    @Test func onlyTheFocusedCarouselMarksACard() {
        let viewModel = makeFocusedPage()
        press(1, times: 2, on: viewModel)
        viewModel.moveFocus(by: 1)
        scheduler.advance(by: 1)
        #expect(viewModel.focusedSection == .recentNotes)
        #expect(markedTitles(in: .relatedProducts, of: viewModel).isEmpty)
        #expect(viewModel.page.section("relatedProducts")?.viewport.selectedItem == nil)
        #expect(viewModel.selectedRelatedProductID == nil, "⏎ opens nothing from the notes")
        #expect(markedTitles(in: .recentNotes, of: viewModel) == ["Note n-1"])
        #expect(viewModel.page.sections.flatMap(\.text).joined().filter { $0 == "▶" }.count == 1)

        viewModel.moveFocus(by: -1)
        scheduler.advance(by: 1)
        #expect(markedTitles(in: .relatedProducts, of: viewModel) == [title(ofRelated: 2, in: viewModel)])
        #expect(markedTitles(in: .recentNotes, of: viewModel).isEmpty)
        viewModel.moveFocus(by: -1)
        scheduler.advance(by: 1)
        #expect(!viewModel.page.sections.flatMap(\.text).joined().contains("▶"), "the summary has no card")
    }

    @Test func withoutTheFocusShownNoCardIsMarked() {
        let viewModel = makeFocusedPage(showsFocus: false)
        press(1, times: 4, on: viewModel)
        let text = PlainTextRenderer().render(viewModel.page)
        #expect(!text.contains("▶") && !text.contains("┏"))
        #expect(relatedHeader(of: viewModel).hasSuffix("← 3–5 of 10 →"), "the carousel scrolls all the same")
        #expect(viewModel.selectedRelatedProductID == nil)
        viewModel.showsFocus = true
        scheduler.advance(by: 1)
        #expect(markedTitles(in: .relatedProducts, of: viewModel) == [title(ofRelated: 4, in: viewModel)])
    }

    @Test func theMarkShowsInPlainTextAsWithoutColor() {
        let viewModel = makeFocusedPage()
        press(1, times: 1, on: viewModel)
        let lines = PlainTextRenderer().render(viewModel.page).split(separator: "\n")
        #expect(lines.filter { $0.contains("▶━") }.count == 1)
        #expect(lines.filter { $0.contains("┗━") }.count == 1)
        #expect(lines.contains { $0.contains("┃ " + title(ofRelated: 1, in: viewModel)) })
    }

    @Test func restoringPutsTheMarkedCardAndItsCarouselBack() {
        let left = makeFocusedPage()
        press(1, times: 4, on: left)
        press(-1, times: 2, on: left)
        // Card 3 was selected going back: the carousel stayed where card 5 took it.
        #expect(relatedHeader(of: left).hasSuffix("← 3–5 of 10 →"))
        let saved = left.pageState

        let back = ProductDetailViewModel(
            productID: "p-1", repository: repository, scheduler: scheduler, now: FixedClock.now, width: 100)
        back.showsFocus = true
        scheduler.advance(by: 20)
        back.restore(saved)
        scheduler.advance(by: 1)
        #expect(back.page == left.page)
        #expect(markedTitles(in: .relatedProducts, of: back) == [title(ofRelated: 2, in: back)])
        #expect(back.selectedRelatedProductID == left.selectedRelatedProductID)
    }

    @Test func theFocusedCarouselMarksACardWhenItsCardsArriveAndWhenItsCardGoes() {
        let viewModel = ProductDetailViewModel(
            productID: "p-1", repository: repository, scheduler: scheduler, now: FixedClock.now, width: 100)
        viewModel.showsFocus = true
        viewModel.moveFocus(by: 1)
        #expect(viewModel.selectedRelatedProductID == nil, "no cards yet")
        scheduler.advance(to: 20)
        #expect(markedTitles(in: .relatedProducts, of: viewModel) == [title(ofRelated: 0, in: viewModel)])

        press(1, times: 1, on: viewModel)
        let next = viewModel.sections.related.items[2]
        repository.apply(.removeProduct(id: viewModel.sections.related.items[1].id))
        scheduler.advance(by: 20)
        #expect(viewModel.sections.related.items.count == 9)
        #expect(viewModel.selectedRelatedProductID == next.id, "the card that took its place")
        #expect(markedTitles(in: .relatedProducts, of: viewModel) == ["\(next.imageSymbol) \(next.name)"])
    }
}
