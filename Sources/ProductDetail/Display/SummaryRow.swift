/// One row of the summary section, already formatted.
public struct SummaryRow: Sendable, Hashable, Identifiable {
    /// The row's kind, which is also its identity within the summary.
    public var kind: SummaryRowType
    /// The row's value (for the title row, the product's name).
    public var value: String

    /// The row's identity: its kind.
    public var id: SummaryRowType { kind }

    /// Creates a row.
    public init(kind: SummaryRowType, value: String) {
        self.kind = kind
        self.value = value
    }
}
