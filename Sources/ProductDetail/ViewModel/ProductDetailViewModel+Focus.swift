import SectionKit

extension ProductDetailViewModel {
    /// Moves focus `offset` sections down (negative: up), stopping at the first and last.
    public func moveFocus(by offset: Int) {
        let ids = composer.sectionIDs
        guard let current = ids.firstIndex(of: focusedSection) else {
            focusedSection = ids.first ?? .summary
            return composer.setNeedsUpdate()
        }
        focusedSection = ids[min(max(current + max(min(offset, ids.count), -ids.count), 0), ids.count - 1)]
        composer.setNeedsUpdate()
    }

    /// Moves the focused carousel's selection `offset` cards right (negative: left), stopping
    /// at the ends, and scrolls the least that shows the selected card whole. Does nothing on
    /// the summary or an empty carousel.
    ///
    /// While `showsFocus` is on, the selected card is drawn marked (a heavy border and `▶`):
    /// it is the card ⏎ opens (`selectedRelatedProductID`), wherever in the carousel it is.
    public func scrollFocusedSection(by offset: Int) {
        guard focusedSection.scrollsHorizontally else { return }
        let count = sections.section(focusedSection).viewport.itemCount
        guard count > 0 else { return }
        let step = max(min(offset, count), -count)
        sections.select(min(max(selectedIndex(in: focusedSection) + step, 0), count - 1), in: focusedSection)
        composer.setNeedsUpdate()
    }

    /// The selected card's index in `section`'s carousel: the first until the carousel is
    /// scrolled, kept within its cards; 0 for the summary.
    ///
    /// A selection follows its card when the carousel's cards change while it has the focus
    /// shown; a carousel without the focus keeps the position of its selected card.
    public func selectedIndex(in section: SectionType) -> Int {
        sections.selectedIndex(in: section)
    }

    /// The related product ⏎ opens: the card drawn marked in the related-products section while
    /// it has the focus shown (`showsFocus`), else `nil`.
    public var selectedRelatedProductID: String? {
        guard focusedSection == .relatedProducts, let index = sections.related.selectedIndex else {
            return nil
        }
        let items = sections.related.items
        return items.indices.contains(index) ? items[index].id : nil
    }
}
