/// An item moved from an index before the update to an index after it.
public struct ItemMove: Sendable, Hashable {
    /// Where the item was, counted before the update.
    public var source: IndexPath
    /// Where the item goes, counted after the update.
    public var target: IndexPath

    /// Creates a move from `source` (old index) to `target` (new index).
    public init(from source: IndexPath, to target: IndexPath) {
        self.source = source
        self.target = target
    }
}
