extension SectionViewport: Codable {
    private enum CodingKeys: String, CodingKey {
        case contentOffset, visibleItems, itemCount, isNearEnd, fullyVisibleItems, maximumContentOffset
        case selectedItem
    }

    /// Decodes a viewport; one encoded before ``fullyVisibleItems``, ``maximumContentOffset``
    /// and ``selectedItem`` existed counts its visible items as whole, cannot scroll, and has no
    /// selection.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let visibleItems = try container.decode(Range<Int>.self, forKey: .visibleItems)
        self.init(
            contentOffset: try container.decode(Int.self, forKey: .contentOffset),
            visibleItems: visibleItems,
            itemCount: try container.decode(Int.self, forKey: .itemCount),
            isNearEnd: try container.decode(Bool.self, forKey: .isNearEnd),
            fullyVisibleItems: try container.decodeIfPresent(Range<Int>.self, forKey: .fullyVisibleItems)
                ?? visibleItems,
            maximumContentOffset: try container.decodeIfPresent(Int.self, forKey: .maximumContentOffset) ?? 0,
            selectedItem: try container.decodeIfPresent(Int.self, forKey: .selectedItem))
    }

    /// Encodes every field; ``selectedItem`` only when an item is selected.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contentOffset, forKey: .contentOffset)
        try container.encode(visibleItems, forKey: .visibleItems)
        try container.encode(itemCount, forKey: .itemCount)
        try container.encode(isNearEnd, forKey: .isNearEnd)
        try container.encode(fullyVisibleItems, forKey: .fullyVisibleItems)
        try container.encode(maximumContentOffset, forKey: .maximumContentOffset)
        try container.encodeIfPresent(selectedItem, forKey: .selectedItem)
    }
}
