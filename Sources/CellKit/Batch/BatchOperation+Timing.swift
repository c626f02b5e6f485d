extension BatchOperation {
    /// Whether this role's index is counted before the update (deletes, reloads, move sources)
    /// rather than after it (inserts, reconfigures, move targets).
    var countsBeforeUpdate: Bool {
        switch self {
        case .delete, .reload, .moveSource: true
        case .insert, .reconfigure, .moveTarget: false
        }
    }
}
