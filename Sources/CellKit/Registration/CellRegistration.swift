/// How cells of one type are created and configured for items of one type.
///
/// Create it once (for example as a property of the data source) and pass it to
/// ``HeadlessCollectionView/dequeueConfiguredReusableCell(using:for:item:)``; the collection
/// view registers it on first use. No string identifier is involved.
///
/// ```swift
/// let registration = CellRegistration<ListCell, Product> { cell, indexPath, product in
///     cell.contentConfiguration = ListContentConfiguration(text: product.name)
/// }
/// let cell = try collectionView.dequeueConfiguredReusableCell(
///     using: registration, for: indexPath, item: product)
/// ```
///
/// A ``TemplateLoadable`` cell type needs nothing more: its template is loaded once, the first
/// time the registration creates a cell, and a missing or malformed template is thrown by that
/// dequeue. Use ``loadingTemplate(handler:)`` to load it (and fail) at once instead.
@MainActor
public struct CellRegistration<Cell: ReusableCell, Item> {
    /// Configures `cell` for `item` at `indexPath`.
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

    let handler: Handler
    let factory: CellFactory

    /// Creates a registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
        self.init(factory: CellFactory(Cell.self), handler: handler)
    }

    init(factory: CellFactory, handler: @escaping Handler) {
        self.factory = factory
        self.handler = handler
    }
}
