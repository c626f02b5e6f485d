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

    /// Moves the focused carousel's selection `offset` cards right (negative: left),
    /// stopping at the ends, and scrolls it into view. Does nothing on the summary.
    public func scrollFocusedSection(by offset: Int) {
        let count = itemCount(of: focusedSection)
        guard count > 0 else { return }
        let step = max(min(offset, count), -count)
        let index = min(max((selection[focusedSection] ?? 0) + step, 0), count - 1)
        selection[focusedSection] = index
        sections.section(focusedSection).scrollToItem(at: index)
        composer.setNeedsUpdate()
    }

    /// The selected card's index in `section`'s carousel (0 until scrolled).
    public func selectedIndex(in section: SectionType) -> Int {
        min(selection[section] ?? 0, max(itemCount(of: section) - 1, 0))
    }

    /// The related product to open on Enter: the selected card of the related-products
    /// section while it has focus, else `nil`.
    public var selectedRelatedProductID: String? {
        guard focusedSection == .relatedProducts else { return nil }
        let items = sections.related.items
        return items.isEmpty ? nil : items[selectedIndex(in: .relatedProducts)].id
    }

    /// The cards a carousel holds; 0 for the summary, which does not scroll.
    private func itemCount(of section: SectionType) -> Int {
        section.scrollsHorizontally ? sections.section(section).viewport.itemCount : 0
    }
}
