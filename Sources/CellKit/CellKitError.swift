/// A registration, template or batch-update mistake, reported instead of a crash.
///
/// Each case's `description` says what went wrong, where, and how to fix it.
public enum CellKitError: Error, Sendable, Equatable {
    /// A cell type was dequeued without being registered first.
    case unregisteredCell(type: String, reuseIdentifier: String)
    /// A supplementary view type was dequeued for a kind without being registered first.
    case unregisteredSupplementaryView(type: String, kind: SupplementaryKind, reuseIdentifier: String)
    /// The type asked for differs from the type registered under the same reuse identifier.
    case typeMismatch(requested: String, registered: String, reuseIdentifier: String)
    /// A template file is not in the bundle its cell type names.
    case templateNotFound(file: String, bundle: String)
    /// A template file exists but cannot be read or parsed.
    case malformedTemplate(file: String, line: Int, column: Int, problem: String)
    /// A batch update breaks a rule; nothing was changed.
    case invalidBatchUpdate(BatchViolation, batch: String)
}
