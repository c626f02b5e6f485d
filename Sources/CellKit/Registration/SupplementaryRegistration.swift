/// How a section's header or footer views of one type are created and configured.
///
/// ```swift
/// let header = SupplementaryRegistration<ListCell>(kind: .header) { view, _, indexPath in
///     view.contentConfiguration = ListContentConfiguration(text: "Related products")
/// }
/// ```
///
/// As with ``CellRegistration``, a ``TemplateLoadable`` view type's template is loaded on first
/// use, or at once with ``loadingTemplate(kind:handler:)``.
@MainActor
public struct SupplementaryRegistration<View: ReusableCell> {
    /// Configures `view` of `kind` for the section of `indexPath` (its item is 0).
    public typealias Handler =
        @MainActor (_ view: View, _ kind: SupplementaryKind, _ indexPath: IndexPath) -> Void

    /// Header or footer.
    public let kind: SupplementaryKind
    let handler: Handler
    let factory: CellFactory

    /// Creates a registration of `kind` whose views `handler` configures.
    public init(kind: SupplementaryKind, handler: @escaping Handler) {
        self.init(kind: kind, factory: CellFactory(View.self), handler: handler)
    }

    init(kind: SupplementaryKind, factory: CellFactory, handler: @escaping Handler) {
        self.kind = kind
        self.factory = factory
        self.handler = handler
    }
}
