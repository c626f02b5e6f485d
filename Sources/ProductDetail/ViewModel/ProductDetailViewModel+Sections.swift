import Relay
import SectionKit

extension ProductDetailViewModel {
    /// The summary rows `userType` sees, delivered on the view model's scheduler.
    ///
    /// Like the card drivers below, it replays the current list (empty until the query
    /// answers) and then each new one.
    func summaryRows(for userType: UserType) -> Driver<[SummaryRow]> {
        sections.summary(for: userType).data.asDriver(onErrorJustReturn: [], scheduler: scheduler)
    }

    /// The member-offer cards (shown to premium users), delivered on the scheduler.
    var memberOffers: Driver<[OfferCard]> {
        sections.offers.data.asDriver(onErrorJustReturn: [], scheduler: scheduler)
    }

    /// The related-product cards, at most `limits.relatedProducts`, delivered on the scheduler.
    var relatedProducts: Driver<[ProductCard]> {
        sections.related.data.asDriver(onErrorJustReturn: [], scheduler: scheduler)
    }

    /// The note cards, newest first, at most `limits.recentNotes`, delivered on the scheduler.
    var recentNotes: Driver<[NoteCard]> {
        sections.notes.data.asDriver(onErrorJustReturn: [], scheduler: scheduler)
    }

    /// The state of `section`'s controller (loading, loaded, empty or failed), shown or not.
    func state(of section: SectionType) -> SectionState {
        sections.section(section).state
    }
}
