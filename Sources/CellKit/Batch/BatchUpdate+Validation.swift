extension BatchUpdate {
    /// Checks the batch against the item counts before and after it, with the rules UIKit
    /// enforces.
    ///
    /// Every section's count after must equal its count before plus inserts minus deletes
    /// plus moves in minus moves out; no index may appear twice in one role or in two roles
    /// that exclude each other; old indexes (deletes, reloads, move sources) must exist before
    /// the update and new indexes (inserts, reconfigures, move targets) after it.
    ///
    /// - Throws: `CellKitError.invalidBatchUpdate` naming the first broken rule, with a dump
    ///   of the batch.
    /// - Complexity: O(*k* log *k*) for *k* changes, independent of the item counts.
    package func validate(countsBefore: [Int], countsAfter: [Int]) throws(CellKitError) {
        _ = try plan(countsBefore: countsBefore, countsAfter: countsAfter)
    }

    /// A readable, multi-line description of the batch and the counts it was checked against.
    func dump(countsBefore: [Int], countsAfter: [Int]) -> String {
        func list(_ paths: [IndexPath]) -> String {
            "[" + paths.map(\.description).joined(separator: ", ") + "]"
        }
        let moveList = moves.map { "\($0.source) -> \($0.target)" }.joined(separator: ", ")
        return """
              counts: \(countsBefore) -> \(countsAfter)
              deletes: \(list(deletes))
              inserts: \(list(inserts))
              moves: [\(moveList)]
              reloads: \(list(reloads))
              reconfigures: \(list(reconfigures))
            """
    }

    /// Validates the batch and returns what applying it needs.
    func plan(countsBefore: [Int], countsAfter: [Int]) throws(CellKitError) -> BatchPlan {
        func fail(_ violation: BatchViolation) -> CellKitError {
            .invalidBatchUpdate(violation, batch: dump(countsBefore: countsBefore, countsAfter: countsAfter))
        }
        guard countsBefore.count == countsAfter.count else {
            throw fail(.sectionCountChanged(before: countsBefore.count, after: countsAfter.count))
        }
        let roles: [(BatchOperation, [IndexPath])] = [
            (.delete, deletes), (.moveSource, moves.map(\.source)), (.reload, reloads),
            (.insert, inserts), (.moveTarget, moves.map(\.target)), (.reconfigure, reconfigures),
        ]
        var seenBefore: [IndexPath: BatchOperation] = [:]
        var seenAfter: [IndexPath: BatchOperation] = [:]
        var seenReconfigured: Set<IndexPath> = []
        for (operation, paths) in roles {
            let counts = operation.countsBeforeUpdate ? countsBefore : countsAfter
            for path in paths {
                guard path.section >= 0, path.section < counts.count else {
                    throw fail(.sectionOutOfRange(operation, path, sectionCount: counts.count))
                }
                guard path.item >= 0, path.item < counts[path.section] else {
                    throw fail(.itemOutOfRange(operation, path, count: counts[path.section]))
                }
                // A moved item whose content changed is reconfigured at its target, so only
                // an insert excludes a reconfigure.
                let earlier: BatchOperation?
                if operation == .reconfigure {
                    if !seenReconfigured.insert(path).inserted {
                        earlier = .reconfigure
                    } else {
                        earlier = seenAfter[path] == .insert ? .insert : nil
                    }
                } else if operation.countsBeforeUpdate {
                    earlier = seenBefore.updateValue(operation, forKey: path)
                } else {
                    earlier = seenAfter.updateValue(operation, forKey: path)
                }
                if let earlier {
                    throw fail(
                        earlier == operation
                            ? .duplicateIndex(operation, path)
                            : .conflictingOperations(earlier, operation, path))
                }
            }
        }
        var plan = BatchPlan(sectionCount: countsBefore.count)
        for path in deletes { plan.removed[path.section].append(path.item) }
        for path in inserts { plan.added[path.section].append(path.item) }
        for move in moves {
            plan.removed[move.source.section].append(move.source.item)
            plan.added[move.target.section].append(move.target.item)
            plan.moveTargets[move.source] = move.target
        }
        for section in countsBefore.indices {
            let inserted = inserts.count { $0.section == section }
            let deleted = deletes.count { $0.section == section }
            let movedIn = moves.count { $0.target.section == section }
            let movedOut = moves.count { $0.source.section == section }
            let before = countsBefore[section]
            let after = countsAfter[section]
            guard before + inserted - deleted + movedIn - movedOut == after else {
                throw fail(
                    .countMismatch(
                        section: section, before: before, inserted: inserted, deleted: deleted,
                        movedIn: movedIn, movedOut: movedOut, after: after))
            }
            plan.removed[section].sort()
            plan.added[section].sort()
        }
        plan.deleted = Set(deletes)
        plan.reloaded = Set(reloads)
        plan.reconfigured = Set(reconfigures)
        return plan
    }
}
