import SectionKit

extension ProductDetailViewModel {
    /// Where a reader was on the page: the focused section and the card selected in each
    /// carousel (which decides how far it is scrolled). Save it before leaving a page and
    /// restore it when coming back, as a back stack does.
    public struct PageState: Sendable, Hashable {
        /// The section that had focus.
        public var focusedSection: SectionType
        /// The selected card's index per carousel; a carousel not listed is at its first card.
        public var selectedIndices: [SectionType: Int]

        /// Creates a state; the defaults are a fresh page's.
        public init(focusedSection: SectionType = .summary, selectedIndices: [SectionType: Int] = [:]) {
            self.focusedSection = focusedSection
            self.selectedIndices = selectedIndices
        }
    }

    /// The page's focus and carousel selections now.
    public var pageState: PageState {
        PageState(
            focusedSection: focusedSection,
            selectedIndices: Dictionary(
                uniqueKeysWithValues: sectionTypes.filter { $0 != .summary }.map {
                    ($0, selectedIndex(in: $0))
                }))
    }

    /// Puts focus and carousel selections back as `state` says, scrolling each carousel to
    /// its selected card, and asks for a page update (published at the end of the turn, even
    /// when nothing changed).
    ///
    /// Call it once the page has loaded: a carousel's selection is kept within its cards, so
    /// one still empty stays at its start. A section `state` names that the page does not show
    /// (member offers for a normal user) is skipped; focus then stays where it is.
    public func restore(_ state: PageState) {
        let shown = sectionTypes
        let focus = shown.contains(state.focusedSection) ? state.focusedSection : focusedSection
        // The public scroll moves the focused carousel: focus each in turn, then the one saved.
        for (section, index) in state.selectedIndices.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where shown.contains(section) {
            focusedSection = section
            scrollFocusedSection(by: index - selectedIndex(in: section))
        }
        focusedSection = focus
        composer.setNeedsUpdate()
    }
}
