/// The position of an item: its section and its index within that section.
///
/// ```swift
/// let first = IndexPath(item: 0, section: 0)
/// ```
public struct IndexPath: Sendable, Hashable, Comparable {
    /// The section the item belongs to.
    public var section: Int
    /// The item's index within its section.
    public var item: Int

    /// Creates an index path for `item` in `section`.
    public init(item: Int, section: Int = 0) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then by item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}
