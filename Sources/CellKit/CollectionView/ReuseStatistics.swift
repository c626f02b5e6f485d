/// How many cells of one reuse identifier were created and how many were handed out again.
public struct ReuseStatistics: Sendable, Hashable {
    /// Cells created because the pool was empty.
    public var created: Int
    /// Cells taken from the pool (after `prepareForReuse()`).
    public var reused: Int

    /// Creates statistics; both counts default to zero.
    public init(created: Int = 0, reused: Int = 0) {
        self.created = created
        self.reused = reused
    }
}
