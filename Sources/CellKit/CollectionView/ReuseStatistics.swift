/// How many cells of one reuse identifier were created and how many were handed out again.
package struct ReuseStatistics: Sendable, Hashable {
    /// Cells created because the pool was empty.
    package var created: Int
    /// Cells taken from the pool (after `prepareForReuse()`).
    package var reused: Int

    /// Creates statistics; both counts default to zero.
    package init(created: Int = 0, reused: Int = 0) {
        self.created = created
        self.reused = reused
    }
}
