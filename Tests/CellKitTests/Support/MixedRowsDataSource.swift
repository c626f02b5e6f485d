import CellKit

/// A vertical list of titles (`ListCell`, one line) and bodies (`RowCell`, one row per line).
@MainActor
final class MixedRowsDataSource: CollectionViewDataSource {
    enum Row {
        case title(String)
        case body(String)
    }

    var rows: [Row]
    let title = CellRegistration<ListCell, String> { cell, _, text in
        cell.contentConfiguration = ListContentConfiguration(text: text, textStyle: .bold)
    }
    let body = CellRegistration<RowCell, String> { cell, _, text in cell.text = text }

    init(_ rows: [Row]) {
        self.rows = rows
    }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
    {
        rows.count
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell
    {
        switch rows[indexPath.item] {
        case .title(let text):
            return try collectionView.dequeueConfiguredReusableCell(using: title, for: indexPath, item: text)
        case .body(let text):
            return try collectionView.dequeueConfiguredReusableCell(using: body, for: indexPath, item: text)
        }
    }
}
