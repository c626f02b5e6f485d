import SectionKit

extension ProductDetailViewModel {
    /// Where a reader was on the page: the focused section, and the card selected in each
    /// carousel and how far it is scrolled. Save it before leaving a page and restore it when
    /// coming back, as a back stack does.
    public struct PageState: Sendable, Hashable {
        /// The section that had focus.
        public var focusedSection: SectionType
        /// The selected card's index per carousel; a carousel not listed keeps its selection.
        public var selectedIndices: [SectionType: Int]
        /// How far each carousel is scrolled, in columns (its viewport's `contentOffset`); a
        /// carousel not listed scrolls only as far as showing its selected card whole takes it.
        ///
        /// A selection scrolls the least that shows its card, so where a carousel stands depends
        /// on the way its selection went, not on the selected card alone.
        public var contentOffsets: [SectionType: Int]

        /// Creates a state; the defaults are a fresh page's.
        public init(
            focusedSection: SectionType = .summary, selectedIndices: [SectionType: Int] = [:],
            contentOffsets: [SectionType: Int] = [:]
        ) {
            self.focusedSection = focusedSection
            self.selectedIndices = selectedIndices
            self.contentOffsets = contentOffsets
        }
    }

    /// The page's focus, carousel selections and carousel offsets now.
    public var pageState: PageState {
        let carousels = sectionTypes.filter(\.scrollsHorizontally)
        return PageState(
            focusedSection: focusedSection,
            selectedIndices: Dictionary(uniqueKeysWithValues: carousels.map { ($0, selectedIndex(in: $0)) }),
            contentOffsets: Dictionary(
                uniqueKeysWithValues: carousels.map { ($0, sections.section($0).viewport.contentOffset) }))
    }

    /// Puts focus, carousel selections and carousel offsets back as `state` says, and asks for
    /// a page update (published at the end of the turn, even when nothing changed).
    ///
    /// Call it once the page has loaded: a carousel's selection is kept within its cards, so
    /// one still empty stays at its start, and an offset within its content. A section `state`
    /// names that the page does not show (member offers for a normal user) is skipped; focus
    /// then stays where it is.
    public func restore(_ state: PageState) {
        let shown = sectionTypes
        for section in shown where section.scrollsHorizontally {
            let offset = state.contentOffsets[section]
            let index = state.selectedIndices[section]
            let controller = sections.section(section)
            let count = controller.viewport.itemCount
            guard count > 0, offset != nil || index != nil else { continue }
            if let offset { controller.scroll(to: offset) }
            // After the offset: a card it shows whole is selected without scrolling.
            sections.select(min(max(index ?? selectedIndex(in: section), 0), count - 1), in: section)
        }
        if shown.contains(state.focusedSection) { focusedSection = state.focusedSection }
        composer.setNeedsUpdate()
    }
}
