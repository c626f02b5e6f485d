import CellKit

/// What a mixed-rows cell provider dequeues from: it hands out a configured cell for a row,
/// keeping the row's live cell when the cell type is the same.
///
/// ```swift
/// switch row {
/// case .title(let text): cells.cell(using: title, for: text)
/// case .spec(let spec): cells.cell(using: specs, for: spec)
/// }
/// ```
@MainActor
public struct RowCells {
    let container: RowCell

    /// A cell of `registration`'s type showing `data`.
    ///
    /// - Parameters:
    ///   - registration: The row kind's cell type and configuration.
    ///   - data: What the row shows.
    /// - Returns: The configured cell, for the provider to return. When a template-loaded
    ///   cell's template does not load, the section shows the error instead.
    public func cell<Cell: ReusableCell, Data>(
        using registration: RowRegistration<Cell, Data>, for data: Data
    )
        -> RowContent
    {
        let cell: Cell
        if let existing = container.content as? Cell {
            cell = existing
        } else {
            do {
                cell = try registration.factory.make(Cell.self)
            } catch {
                return RowContent(cell: .failure(error))
            }
            container.content = cell
        }
        registration.handler(cell, data)
        return RowContent(cell: .success(cell))
    }
}
