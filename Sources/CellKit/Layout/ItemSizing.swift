/// How a layout sizes its items.
public enum ItemSizing: Sendable, Hashable {
    /// Every item has this size; positions are pure arithmetic.
    case fixed(Size)
    /// Each item is measured with its cell's `preferredSize(fitting:)` when it first becomes
    /// visible; items never shown are assumed to have the estimated size, so a section of a
    /// million items is never measured in full.
    case selfSizing(estimated: Size)

    /// The size assumed for an item that has not been measured.
    var estimated: Size {
        switch self {
        case .fixed(let size), .selfSizing(estimated: let size): size
        }
    }

    /// Whether items are measured.
    var isSelfSizing: Bool {
        if case .selfSizing = self { return true }
        return false
    }
}
