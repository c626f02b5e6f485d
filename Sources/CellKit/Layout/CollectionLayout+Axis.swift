extension CollectionLayout {
    /// The direction a collection view's content scrolls in.
    public enum Axis: Sendable, Hashable {
        /// Sideways: each section is one row of items, sections side by side.
        case horizontal
        /// Up and down: each section is a list of rows, sections one below another.
        case vertical
    }
}
