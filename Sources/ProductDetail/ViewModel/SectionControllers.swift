import CellKit
import Relay
import SectionKit

/// The view model's section controllers, one per `SectionType` (the summary one per user
/// type, since its height depends on its rows). They live as long as the view model, shown
/// or not, so a section taken off the page and put back keeps its items and scroll offset.
@MainActor
final class SectionControllers {
    /// The user type whose summary `controller(for: .summary)` returns.
    var userType: UserType
    let summaries: [UserType: MixedRowsSectionController<SummaryRow>]
    let offers: ItemsSectionController<OfferCard, OfferCardCell>
    let related: ItemsSectionController<ProductCard, ProductCardCell>
    let notes: ItemsSectionController<NoteCard, NoteCardCell>

    init(width: Int, scheduler: any Scheduler, userType: UserType) {
        self.userType = userType
        let title = RowRegistration<SummaryTitleCell, String> { cell, text in cell.text = text }
        let value = RowRegistration<SummaryValueCell, SummaryRow> { cell, row in
            cell.label = row.kind.label
            cell.value = row.value
        }
        var summaries: [UserType: MixedRowsSectionController<SummaryRow>] = [:]
        for type in UserType.allCases {
            summaries[type] = MixedRowsSectionController(
                header: SectionType.summary.header, height: SummaryRowType.cellTypes(for: type).count + 1,
                width: width, scheduler: scheduler, rowHeight: { _ in 1 },
                cell: { row, cells in
                    switch row.kind {
                    case .title: cells.cell(using: title, for: row.value)
                    default: cells.cell(using: value, for: row)
                    }
                })
        }
        self.summaries = summaries
        do {
            offers = ItemsSectionController(
                header: SectionType.memberOffers.header, height: OfferCardCell.size.height + 1, width: width,
                estimatedItemSize: OfferCardCell.size, scheduler: scheduler,
                registration: try OfferCardCell.registration())
            related = ItemsSectionController(
                header: SectionType.relatedProducts.header, height: ProductCardCell.size.height + 1,
                width: width, estimatedItemSize: ProductCardCell.size, scheduler: scheduler,
                registration: try ProductCardCell.registration())
            notes = ItemsSectionController(
                header: SectionType.recentNotes.header, height: NoteCardCell.size.height + 1, width: width,
                estimatedItemSize: NoteCardCell.size, scheduler: scheduler,
                registration: try NoteCardCell.registration())
        } catch {
            preconditionFailure("the card templates ship in ProductDetail's resources: \(error)")
        }
        offers.emptyMessage = "No offers on this product."
        related.emptyMessage = "No related products yet."
        notes.emptyMessage = "No notes about this product yet."
    }

    /// The controller shown for `section`.
    func controller(for section: SectionType) -> AnySectionController {
        switch section {
        case .summary: AnySectionController(summaries[userType]!)
        case .memberOffers: AnySectionController(offers)
        case .relatedProducts: AnySectionController(related)
        case .recentNotes: AnySectionController(notes)
        }
    }

    /// Fills the sections made from the product itself.
    func show(_ product: Product, formatter: DisplayFormatter) {
        for (type, summary) in summaries {
            summary.data.accept(formatter.summaryRows(for: product, userType: type))
        }
        offers.data.accept(formatter.memberOffers(for: product))
    }

    /// Marks `focused`'s header with `▸ ` and clears the mark from the others.
    func markFocus(on focused: SectionType?) {
        func header(_ section: SectionType) -> String {
            section == focused ? "▸ " + section.header : section.header
        }
        for summary in summaries.values { summary.header = header(.summary) }
        offers.header = header(.memberOffers)
        related.header = header(.relatedProducts)
        notes.header = header(.recentNotes)
    }

    /// Puts `sections` in their failed state with `reason`.
    func fail(_ sections: [SectionType], reason: String) {
        for section in sections {
            switch section {
            case .summary: for summary in summaries.values { summary.state = .failed(message: reason) }
            case .memberOffers: offers.state = .failed(message: reason)
            case .relatedProducts: related.state = .failed(message: reason)
            case .recentNotes: notes.state = .failed(message: reason)
            }
        }
    }
}
