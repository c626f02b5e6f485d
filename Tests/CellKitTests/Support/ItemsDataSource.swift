import CellKit

/// A data source over arrays of strings, one per section, shown in `LabelCell`s through a
/// registration, with optional `ListCell` headers.
@MainActor
final class ItemsDataSource: CollectionViewDataSource {
    var sections: [[String]]
    var showsHeaders = false
    private(set) var cellRequests = 0
    let registration = CellRegistration<LabelCell, String> { cell, _, text in
        cell.text = text
        cell.configureCount += 1
    }
    let header = SupplementaryRegistration<ListCell>(kind: .header) { view, _, indexPath in
        view.contentConfiguration = ListContentConfiguration(text: "Section \(indexPath.section)")
    }

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    /// One section of `count` items named "0", "1", …, created lazily by index.
    convenience init(count: Int) {
        self.init([])
        virtualCount = count
    }

    /// When set, section 0 has this many items named by their index, without an array.
    var virtualCount: Int?

    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
        virtualCount == nil ? sections.count : 1
    }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        virtualCount ?? sections[section].count
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        cellRequests += 1
        let text = virtualCount == nil ? sections[indexPath.section][indexPath.item] : String(indexPath.item)
        return try collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: text)
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: SupplementaryKind,
        at indexPath: IndexPath
    ) throws(CellKitError) -> (any ReusableCell)? {
        guard showsHeaders, kind == .header else { return nil }
        return try collectionView.dequeueConfiguredSupplementaryView(using: header, for: indexPath)
    }
}
