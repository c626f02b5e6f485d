/// Provides a ``HeadlessCollectionView``'s item counts, cells and supplementary views.
///
/// ```swift
/// final class NamesDataSource: CollectionViewDataSource {
///     var names: [String] = []
///     let registration = CellRegistration<ListCell, String> { cell, _, name in
///         cell.contentConfiguration = ListContentConfiguration(text: name)
///     }
///     func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
///         names.count
///     }
///     func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
///         throws(CellKitError) -> any ReusableCell
///     {
///         try collectionView.dequeueConfiguredReusableCell(
///             using: registration, for: indexPath, item: names[indexPath.item])
///     }
/// }
/// ```
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. The default is 1.
    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int

    /// The number of items in `section`.
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int

    /// A configured cell for the item at `indexPath`, dequeued from `collectionView`.
    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        throws(CellKitError) -> any ReusableCell

    /// A configured header or footer for the section of `indexPath`, or `nil` for none. The
    /// default returns `nil`.
    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: SupplementaryKind,
        at indexPath: IndexPath
    ) throws(CellKitError) -> (any ReusableCell)?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }

    /// No supplementary views.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: SupplementaryKind,
        at indexPath: IndexPath
    ) throws(CellKitError) -> (any ReusableCell)? {
        nil
    }
}
