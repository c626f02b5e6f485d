import CellKit

/// Records what a collection view reports.
@MainActor
final class RecordingDelegate: CollectionViewDelegate {
    private(set) var displayed: [IndexPath] = []
    private(set) var ended: [IndexPath] = []
    private(set) var selected: [IndexPath] = []
    private(set) var nearEndCount = 0

    /// Index paths shown and not yet ended.
    var onScreen: Set<IndexPath> {
        var counts: [IndexPath: Int] = [:]
        for indexPath in displayed { counts[indexPath, default: 0] += 1 }
        for indexPath in ended { counts[indexPath, default: 0] -= 1 }
        return Set(counts.filter { $0.value > 0 }.keys)
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: any ReusableCell,
        forItemAt indexPath: IndexPath
    ) {
        displayed.append(indexPath)
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplaying cell: any ReusableCell,
        forItemAt indexPath: IndexPath
    ) {
        ended.append(indexPath)
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionViewDidApproachEnd(_ collectionView: HeadlessCollectionView) {
        nearEndCount += 1
    }
}
