extension BatchViolation: CustomStringConvertible {
    /// The broken rule in words.
    public var description: String {
        switch self {
        case .sectionCountChanged(let before, let after):
            return "section count changed from \(before) to \(after); call reloadData() instead"
        case .sectionOutOfRange(let operation, let indexPath, let sectionCount):
            return "\(operation) at \(indexPath) names a section past the last (\(sectionCount) sections)"
        case .itemOutOfRange(let operation, let indexPath, let count):
            let moment = operation.countsBeforeUpdate ? "before" : "after"
            return "\(operation) at \(indexPath) is out of range: section \(indexPath.section) has "
                + "\(count) items \(moment) the update"
        case .duplicateIndex(let operation, let indexPath):
            return "\(operation) at \(indexPath) appears twice"
        case .conflictingOperations(let first, let second, let indexPath):
            return "\(indexPath) is both a \(first) and a \(second)"
        case .countMismatch(
            let section, let before, let inserted, let deleted, let movedIn, let movedOut, let after):
            let expected = before + inserted - deleted + movedIn - movedOut
            return "section \(section) has \(after) items after the update, but \(before) before + "
                + "\(inserted) inserted - \(deleted) deleted + \(movedIn) moved in - \(movedOut) moved out "
                + "= \(expected)"
        }
    }
}
