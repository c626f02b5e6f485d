import CellKit

/// How to configure one kind of row's cell in a ``MixedRowsSectionController``: the cell type
/// and a closure that shows a row's data in it.
///
/// ```swift
/// let spec = RowRegistration<ListCell, Spec> { cell, spec in
///     cell.contentConfiguration = ListContentConfiguration(text: spec.name, secondaryText: spec.value)
/// }
/// ```
///
/// A `TemplateLoadable` cell type's template is loaded once, when the first row of this kind
/// is shown; a missing or malformed template puts the section in its failed state, naming the
/// file.
@MainActor
public struct RowRegistration<Cell: ReusableCell, Data> {
    /// Shows `data` in `cell`, which is new, reused from a row of the same cell type, or the
    /// row's own cell when only its content changed.
    public typealias Handler = @MainActor (_ cell: Cell, _ data: Data) -> Void

    let handler: Handler
    let factory: CellFactory

    /// Creates a registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
        self.handler = handler
        factory = CellFactory(Cell.self)
    }
}
