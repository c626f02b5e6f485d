extension CellKitError: CustomStringConvertible {
    /// What went wrong, where, and how to fix it, on one line (batch dumps follow on more).
    public var description: String {
        switch self {
        case .unregisteredCell(let type, let identifier):
            return "dequeue of unregistered cell type \(type) (reuse identifier \(identifier)): "
                + "call register(\(type).self) or use a CellRegistration before dequeuing it"
        case .unregisteredSupplementaryView(let type, let kind, let identifier):
            return "dequeue of unregistered \(kind) view type \(type) (reuse identifier \(identifier)): "
                + "register it with a SupplementaryRegistration of kind .\(kind) first"
        case .typeMismatch(let requested, let registered, let identifier):
            return "type mismatch for reuse identifier \(identifier): asked for \(requested) but "
                + "\(registered) is registered under it; give one of them its own reuseIdentifier"
        case .templateNotFound(let file, let bundle):
            return "template \(file) not found in bundle \(bundle): add it to the resources of the "
                + "module that defines the cell, or override templateName"
        case .malformedTemplate(let file, let line, let column, let problem):
            return "\(file):\(line):\(column): \(problem)"
        case .invalidBatchUpdate(let violation, let batch):
            return "invalid batch update: \(violation); nothing was changed. Batch:\n\(batch)"
        }
    }
}
