/// What one canvas cell shows: the grapheme cluster that starts there and how many columns it
/// covers, or a cell covered by the cluster to its left.
enum Glyph: Sendable, Equatable {
    case cluster(Character, width: Int)
    case continuation

    /// An empty cell.
    static let blank = Glyph.cluster(" ", width: 1)
}
