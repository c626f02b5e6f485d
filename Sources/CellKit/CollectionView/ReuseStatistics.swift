/// How many cells of one reuse identifier a ``HeadlessCollectionView`` created and how many it
/// handed out again from its reuse pool; read them with
/// ``HeadlessCollectionView/reuseStatistics(for:)``.
///
/// ```swift
/// let reuse = collectionView.reuseStatistics(for: PriceCell.self)
/// #expect(reuse.created <= 4 && reuse.reused > 3_000)
/// ```
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
