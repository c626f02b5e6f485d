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
    private var shown: (product: Product, formatter: DisplayFormatter)?
    /// Failure reasons of the summary and the offers, for sections made after they failed.
    private var failures: [SectionType: String] = [:]
    private var focused: SectionType?

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

    /// The controller shown for `section`.
    func controller(for section: SectionType) -> AnySectionController {
        switch section {
        case .summary: AnySectionController(summary(for: userType))
        case .memberOffers: AnySectionController(offers)
        case .relatedProducts: AnySectionController(related)
        case .recentNotes: AnySectionController(notes)
        }
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

    /// Marks `focused`'s header with `▸ ` and clears the mark from the others.
    func markFocus(on focused: SectionType?) {
        self.focused = focused
        for summary in summaries.values { summary.header = header(.summary) }
        madeOffers?.header = header(.memberOffers)
        related.header = header(.relatedProducts)
        notes.header = header(.recentNotes)
    }

    private func header(_ section: SectionType) -> String {
        section == focused ? "▸ " + section.header : section.header
    }

    /// Puts `sections` in their failed state with `reason`.
    func fail(_ sections: [SectionType], reason: String) {
        for section in sections {
            switch section {
            case .summary:
                failures[.summary] = reason
                for summary in summaries.values { summary.state = .failed(message: reason) }
            case .memberOffers:
                failures[.memberOffers] = reason
                madeOffers?.state = .failed(message: reason)
            case .relatedProducts: related.state = .failed(message: reason)
            case .recentNotes: notes.state = .failed(message: reason)
            }
        }
    }
}
