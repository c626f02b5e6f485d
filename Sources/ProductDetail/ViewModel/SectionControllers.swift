import CatalogKit
import CellKit
import Relay
import SectionKit

/// The view model's section controllers, one per `SectionType` (the summary one per user
/// type, since its height depends on its rows). They live as long as the view model, shown
/// or not, so a section taken off the page and put back keeps its items and scroll offset.
///
/// The related-products and notes sections always show; the summary of each user type and
/// the member offers are made the first time they are asked for, and catch up then with the
/// product, failure and focus mark they missed, so a page holds only what it shows.
///
/// Each carousel has a selected card, the one ⏎ opens; only the focused carousel's controller
/// holds its selection (so only its card is drawn marked), the others remember theirs here.
@MainActor
final class SectionControllers {
    /// The user type whose summary `controller(for: .summary)` returns.
    var userType: UserType
    let related: ItemsSectionController<ProductCard, ProductCardCell>
    let notes: ItemsSectionController<NoteCard, NoteCardCell>
    private var summaries: [UserType: MixedRowsSectionController<SummaryRow>] = [:]
    private var madeOffers: ItemsSectionController<OfferCard, OfferCardCell>?
    private let width: Int
    private let scheduler: any Scheduler
    /// The product shown, for sections made after it arrived.
    private(set) var shown: (product: Product, formatter: DisplayFormatter)?
    /// The related products whose cards `related` shows, in order.
    private(set) var relatedProducts: [Product] = []
    /// Failure reasons of the summary and the offers, for sections made after they failed.
    private var failures: [SectionType: String] = [:]
    /// The section whose header and selected card are marked, if any.
    private var focused: SectionType?
    /// Each carousel's selected card, as last known: where its selection goes back to when it
    /// gets the focus again. Absent: the first card.
    private var selectedIndices: [SectionType: Int] = [:]

    init(width: Int, scheduler: any Scheduler, userType: UserType) {
        self.userType = userType
        self.width = width
        self.scheduler = scheduler
        related = Self.cards(.relatedProducts, width: width, scheduler: scheduler)
        notes = Self.cards(.recentNotes, width: width, scheduler: scheduler)
        related.emptyMessage = "No related products yet."
        notes.emptyMessage = "No notes about this product yet."
    }

    /// The summary of `type`'s layout, made on first use.
    func summary(for type: UserType) -> MixedRowsSectionController<SummaryRow> {
        if let summary = summaries[type] { return summary }
        let title = RowRegistration<SummaryTitleCell, String> { cell, text in cell.text = text }
        let value = RowRegistration<SummaryValueCell, SummaryRow> { cell, row in
            cell.label = row.kind.label
            cell.value = row.value
        }
        let summary = MixedRowsSectionController<SummaryRow>(
            header: SectionType.summary.header, height: SummaryRowType.cellTypes(for: type).count + 1,
            width: width, scheduler: scheduler, rowHeight: { _ in 1 },
            cell: { row, cells in
                switch row.kind {
                case .title: cells.cell(using: title, for: row.value)
                default: cells.cell(using: value, for: row)
                }
            })
        summaries[type] = summary
        if let shown { summary.data.accept(shown.formatter.summaryRows(for: shown.product, userType: type)) }
        if let reason = failures[.summary] { summary.state = .failed(message: reason) }
        summary.header = header(.summary)
        return summary
    }

    /// The member offers, made on first use.
    var offers: ItemsSectionController<OfferCard, OfferCardCell> {
        if let madeOffers { return madeOffers }
        let offers: ItemsSectionController<OfferCard, OfferCardCell> = Self.cards(
            .memberOffers, width: width, scheduler: scheduler)
        offers.emptyMessage = "No offers on this product."
        madeOffers = offers
        if let shown { offers.data.accept(shown.formatter.memberOffers(for: shown.product)) }
        if let reason = failures[.memberOffers] { offers.state = .failed(message: reason) }
        offers.header = header(.memberOffers)
        return offers
    }

    private static func cards<Card: TemplateCard>(
        _ section: SectionType, width: Int, scheduler: any Scheduler
    ) -> ItemsSectionController<Card, CardCell<Card>> {
        do {
            return ItemsSectionController(
                header: section.header, height: CardCell<Card>.size.height + 1, width: width,
                estimatedItemSize: CardCell<Card>.size, scheduler: scheduler,
                registration: try CardCell<Card>.registration())
        } catch {
            preconditionFailure("the card templates ship in ProductDetail's resources: \(error)")
        }
    }

    /// The controller of each section type, in the current user type's layout: the one table
    /// from section type to section (made on first use).
    func section(_ type: SectionType) -> any SectionController & AnyObject {
        switch type {
        case .summary: summary(for: userType)
        case .memberOffers: offers
        case .relatedProducts: related
        case .recentNotes: notes
        }
    }

    /// Every section made so far, with its type (both user types' summaries included).
    private var madeSections: [(type: SectionType, section: any SectionController)] {
        summaries.values.map { (SectionType.summary, $0 as any SectionController) }
            + (madeOffers.map { [(SectionType.memberOffers, $0 as any SectionController)] } ?? [])
            + [(.relatedProducts, related), (.recentNotes, notes)]
    }

    /// The controller shown for `type`.
    func controller(for type: SectionType) -> AnySectionController {
        AnySectionController(section(type))
    }

    /// Fills the sections made from the product itself.
    func show(_ product: Product, formatter: DisplayFormatter) {
        shown = (product, formatter)
        failures = [:]
        for (type, summary) in summaries {
            summary.data.accept(formatter.summaryRows(for: product, userType: type))
        }
        madeOffers?.data.accept(formatter.memberOffers(for: product))
    }

    /// Fills the related-products section with `products`' cards.
    func showRelated(_ products: [Product], formatter: DisplayFormatter) {
        relatedProducts = products
        related.data.accept(products.map(formatter.productCard(for:)))
    }

    /// Marks `focused`'s header with `▸ ` and, when it is a carousel, selects its selected card
    /// so that the card is drawn marked; clears both marks from the others (`nil`: from all).
    func markFocus(on focused: SectionType?) {
        self.focused = focused
        for (type, section) in madeSections { section.header = header(type) }
        showSelections()
    }

    /// Selects the focused carousel's selected card and no card of the others. Call it after a
    /// carousel's items changed too: a selection that the change moved is remembered where it
    /// went, and a focused carousel whose cards arrived, or whose selected card was removed,
    /// selects the card now at its place (kept within its cards).
    func showSelections() {
        for (type, section) in madeSections where type.scrollsHorizontally {
            if let selected = section.selectedIndex { selectedIndices[type] = selected }
            let count = section.viewport.itemCount
            let wanted = type == focused && count > 0 ? min(selectedIndices[type] ?? 0, count - 1) : nil
            if section.selectedIndex != wanted { section.selectItem(at: wanted) }
        }
    }

    /// The selected card of `type`'s carousel, kept within its cards: the one drawn marked while
    /// the carousel has the focus shown; 0 for the summary and an empty carousel.
    func selectedIndex(in type: SectionType) -> Int {
        guard type.scrollsHorizontally else { return 0 }
        let section = section(type)
        return min(
            section.selectedIndex ?? selectedIndices[type] ?? 0, max(section.viewport.itemCount - 1, 0))
    }

    /// Makes card `index` of `type`'s carousel its selected card and scrolls the least that
    /// shows it whole; it is drawn marked while the carousel has the focus shown.
    ///
    /// - Precondition: `index` is an index of the carousel's cards.
    func select(_ index: Int, in type: SectionType) {
        precondition(type.scrollsHorizontally, "only carousels have a selected card, not \(type)")
        selectedIndices[type] = index
        let section = section(type)
        section.selectItem(at: index)
        // Selecting scrolled the card into view; off focus, it is not to be drawn marked.
        if type != focused { section.selectItem(at: nil) }
    }

    private func header(_ section: SectionType) -> String {
        section == focused ? "▸ " + section.header : section.header
    }

    /// Puts `sections` in their failed state with `reason` (sections made later start failed).
    func fail(_ types: [SectionType], reason: String) {
        for type in types { failures[type] = reason }
        for (type, section) in madeSections where types.contains(type) {
            section.state = .failed(message: reason)
        }
    }
}
