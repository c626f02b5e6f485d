import CellKit

/// The cell a mixed-rows cell provider chose for a row; obtained only from ``RowCells``, so a
/// provider returns exactly one configured cell per row.
@MainActor
public struct RowContent {
    /// The configured cell, or why it could not be made (its template did not load).
    let cell: Result<any ReusableCell, CellKitError>
}
