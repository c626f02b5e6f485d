/// What a query's last answer was read from: when a catalog change touches none of it, the
/// answer cannot have changed and the query does not run again.
struct QueryDependencies: Sendable, Equatable {
    /// Products whose fields or existence the answer depends on.
    var products: [String] = []
    /// Products whose list of notes the answer depends on.
    var notesOf: [String] = []
    /// Shops and categories whose member lists the answer depends on.
    var groups: [ProductGroup] = []
}
