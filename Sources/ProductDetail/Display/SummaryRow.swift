/// One row of the summary section, already formatted.
struct SummaryRow: Sendable, Hashable, Identifiable {
    /// The row's kind, which is also its identity within the summary.
    var kind: SummaryRowType
    /// The row's value (for the title row, the product's name).
    var value: String

    /// The row's identity: its kind.
    var id: SummaryRowType { kind }

    /// Creates a row.
    init(kind: SummaryRowType, value: String) {
        self.kind = kind
        self.value = value
    }
}
