/// The arrangement of a ``HeadlessCollectionView``'s items.
public enum CollectionLayout: Sendable, Hashable {
    /// A sideways-scrolling row per section (a carousel).
    case horizontal(HorizontalFlowLayout)
    /// A top-to-bottom list.
    case vertical(VerticalListLayout)

    /// Whether content scrolls sideways (`true`) or up and down.
    public var isHorizontal: Bool {
        if case .horizontal = self { return true }
        return false
    }
}
