/// Hears what a ``HeadlessCollectionView`` reports: cells shown and hidden, selections, and
/// scrolling near the end. Every method has an empty default.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// A cell is about to be shown for `indexPath` (to prefetch, or count an impression).
    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: any ReusableCell,
        forItemAt indexPath: IndexPath)

    /// A cell stopped being shown for `indexPath` and went back to the reuse pool.
    func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplaying cell: any ReusableCell,
        forItemAt indexPath: IndexPath)

    /// The item at `indexPath` was selected.
    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath)

    /// The viewport came within ``HeadlessCollectionView/nearEndThreshold`` items of the last
    /// item, for pagination. Reported once per approach.
    func collectionViewDidApproachEnd(_ collectionView: HeadlessCollectionView)
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: any ReusableCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplaying cell: any ReusableCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath)
    {}

    /// Does nothing.
    public func collectionViewDidApproachEnd(_ collectionView: HeadlessCollectionView) {}
}
