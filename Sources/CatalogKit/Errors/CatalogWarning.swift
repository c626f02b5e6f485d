/// Something odd in the data that does not stop it from loading.
public enum CatalogWarning: Sendable, Equatable, CustomStringConvertible {
    /// A reference (a related product or a note's product) names no existing product; the
    /// reference is ignored by queries.
    case danglingReference(file: String, path: String, missingID: String)

    /// One line naming the file, the JSON path and the missing id.
    public var description: String {
        switch self {
        case .danglingReference(let file, let path, let missingID):
            return "warning: \(file): \(path): no product \"\(missingID)\"; the reference is ignored"
        }
    }
}
