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
@MainActor
public struct CellRegistration<Cell: ReusableCell, Item> {
    /// Configures `cell` for `item` at `indexPath`.
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

    let handler: Handler
    let factory: CellFactory

    /// Creates a registration for a class-based cell.
    ///
    /// For a ``TemplateLoadable`` cell use ``loadingTemplate(handler:)`` instead (loading a
    /// template can fail, this initializer cannot).
    public init(handler: @escaping Handler) {
        precondition(
            !(Cell.self is any TemplateLoadable.Type),
            "\(Cell.self) is TemplateLoadable: create its registration with CellRegistration.loadingTemplate")
        self.handler = handler
        factory = CellFactory(Cell.self) { Cell() }
    }

    init(factory: CellFactory, handler: @escaping Handler) {
        self.factory = factory
        self.handler = handler
    }
}
