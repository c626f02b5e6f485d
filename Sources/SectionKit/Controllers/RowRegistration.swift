import CellKit

/// How to configure one kind of row's cell in a ``MixedRowsSectionController``: the cell type
/// and a closure that shows a row's data in it.
///
/// ```swift
/// let spec = RowRegistration<ListCell, Spec> { cell, spec in
///     cell.contentConfiguration = ListContentConfiguration(text: spec.name, secondaryText: spec.value)
/// }
/// ```
@MainActor
public struct RowRegistration<Cell: ReusableCell, Data> {
    /// Shows `data` in `cell`, which is new, reused from a row of the same cell type, or the
    /// row's own cell when only its content changed.
    public typealias Handler = @MainActor (_ cell: Cell, _ data: Data) -> Void

    let handler: Handler

    /// Creates a registration whose cells `handler` configures.
    ///
    /// - Precondition: `Cell` is not `TemplateLoadable`: rows create their cells with `init()`,
    ///   which would skip the template.
    public init(handler: @escaping Handler) {
        precondition(
            !(Cell.self is any TemplateLoadable.Type),
            "\(Cell.self) is TemplateLoadable, which mixed rows cannot load yet; use a plain cell")
        self.handler = handler
    }
}
