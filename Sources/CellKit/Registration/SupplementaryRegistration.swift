/// How a section's header or footer views of one type are created and configured.
///
/// ```swift
/// let header = SupplementaryRegistration<ListCell>(kind: .header) { view, _, indexPath in
///     view.contentConfiguration = ListContentConfiguration(text: "Related products")
/// }
/// ```
@MainActor
public struct SupplementaryRegistration<View: ReusableCell> {
    /// Configures `view` of `kind` for the section of `indexPath` (its item is 0).
    public typealias Handler =
        @MainActor (_ view: View, _ kind: SupplementaryKind, _ indexPath: IndexPath) -> Void

    /// Header or footer.
    public let kind: SupplementaryKind
    let handler: Handler
    let factory: CellFactory

    /// Creates a registration for a class-based view.
    public init(kind: SupplementaryKind, handler: @escaping Handler) {
        precondition(
            !(View.self is any TemplateLoadable.Type),
            "\(View.self) is TemplateLoadable: create its registration with SupplementaryRegistration.loadingTemplate"
        )
        self.kind = kind
        self.handler = handler
        factory = CellFactory(View.self) { View() }
    }

    init(kind: SupplementaryKind, factory: CellFactory, handler: @escaping Handler) {
        self.kind = kind
        self.factory = factory
        self.handler = handler
    }
}
