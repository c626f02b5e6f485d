import CellKit

/// The cell a mixed-rows cell provider chose for a row; obtained only from ``RowCells``, so a
/// provider returns exactly one configured cell per row.
@MainActor
public struct RowContent {
    let cell: any ReusableCell
}
