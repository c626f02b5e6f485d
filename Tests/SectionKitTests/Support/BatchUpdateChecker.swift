@testable import SectionKit

/// Applies changesets the way a collection view's batch update does and checks them against the
/// rules `performBatchUpdates` enforces, independently of how the diff computed them.
enum BatchUpdateChecker {
    /// Broken batch rules, as readable messages; empty when the batch is valid.
    ///
    /// `reloads` are old indexes (UIKit reload semantics); `updates` are new indexes (reconfigure
    /// after the batch).
    static func violations(
        deletes: [Int],
        inserts: [Int],
        moves: [Changeset.Move],
        reloads: [Int] = [],
        updates: [Int] = [],
        oldCount: Int,
        newCount: Int
    ) -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition {
                problems.append(message())
            }
        }
        func checkDistinct(_ indexes: [Int], in range: Range<Int>, _ name: String) {
            check(Set(indexes).count == indexes.count, "\(name) repeat an index: \(indexes)")
            check(indexes.allSatisfy(range.contains), "\(name) outside \(range): \(indexes)")
        }
        let sources = moves.map(\.from)
        let targets = moves.map(\.to)
        check(
            oldCount + inserts.count - deletes.count == newCount,
            "count before \(oldCount) + inserts \(inserts.count) - deletes \(deletes.count) != \(newCount)"
        )
        checkDistinct(deletes, in: 0..<oldCount, "deletes")
        checkDistinct(inserts, in: 0..<newCount, "inserts")
        checkDistinct(sources, in: 0..<oldCount, "move sources")
        checkDistinct(targets, in: 0..<newCount, "move targets")
        checkDistinct(reloads, in: 0..<oldCount, "reloads")
        checkDistinct(updates, in: 0..<newCount, "updates")
        check(Set(deletes).isDisjoint(with: sources), "an index is both deleted and moved")
        check(Set(inserts).isDisjoint(with: targets), "an index is both inserted and a move target")
        check(Set(reloads).isDisjoint(with: deletes + sources), "a reloaded index is deleted or moved")
        check(Set(updates).isDisjoint(with: inserts), "an updated index is inserted")
        return problems
    }

    /// Broken batch rules of a changeset's own form.
    static func violations(of changes: Changeset, oldCount: Int, newCount: Int) -> [String] {
        violations(
            deletes: changes.deletes,
            inserts: changes.inserts,
            moves: changes.moves,
            updates: changes.updates,
            oldCount: oldCount,
            newCount: newCount
        )
    }

    /// Broken batch rules of a changeset's UIKit reload form.
    static func violations(of batch: Changeset.ReloadBatch, oldCount: Int, newCount: Int) -> [String] {
        violations(
            deletes: batch.deletes,
            inserts: batch.inserts,
            moves: batch.moves,
            reloads: batch.reloads,
            oldCount: oldCount,
            newCount: newCount
        )
    }

    /// The old list after the batch: deletes and move sources removed in descending old index,
    /// then inserts and moved items placed at their new indexes in ascending order; inserted
    /// items come from `new`, moved and untouched ones keep their old content. `reloads` (old
    /// indexes) then take the content `new` has where the item ended up.
    ///
    /// Expects a batch without violations.
    static func applyingBatch<Item>(
        deletes: [Int],
        inserts: [Int],
        moves: [Changeset.Move],
        reloads: [Int] = [],
        to old: [Item],
        new: [Item]
    ) -> [Item] {
        var entries = old.enumerated().map { (origin: Optional($0.offset), item: $0.element) }
        for index in (deletes + moves.map(\.from)).sorted(by: >) {
            entries.remove(at: index)
        }
        let arrivals =
            inserts.map { (index: $0, origin: Int?.none, item: new[$0]) }
            + moves.map { (index: $0.to, origin: Optional($0.from), item: old[$0.from]) }
        for arrival in arrivals.sorted(by: { $0.index < $1.index }) {
            entries.insert((arrival.origin, arrival.item), at: arrival.index)
        }
        let reloaded = Set(reloads)
        for position in entries.indices {
            if let origin = entries[position].origin, reloaded.contains(origin) {
                entries[position].item = new[position]
            }
        }
        return entries.map(\.item)
    }

    /// The old list after a changeset's batch, before its updates are applied.
    static func applyingMoves<Item>(_ changes: Changeset, to old: [Item], new: [Item]) -> [Item] {
        applyingBatch(
            deletes: changes.deletes, inserts: changes.inserts, moves: changes.moves, to: old, new: new)
    }

    /// The old list after a changeset: its batch, then its updates (new indexes) take their
    /// content from `new`.
    static func applying<Item>(_ changes: Changeset, to old: [Item], new: [Item]) -> [Item] {
        var result = applyingMoves(changes, to: old, new: new)
        for index in changes.updates {
            result[index] = new[index]
        }
        return result
    }

    /// The old list after a changeset's UIKit reload form.
    static func applying<Item>(_ batch: Changeset.ReloadBatch, to old: [Item], new: [Item]) -> [Item] {
        applyingBatch(
            deletes: batch.deletes,
            inserts: batch.inserts,
            moves: batch.moves,
            reloads: batch.reloads,
            to: old,
            new: new
        )
    }

    /// The length of a longest strictly increasing subsequence, by the quadratic dynamic
    /// program, as an independent check of the diff's O(n log n) one.
    static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for end in values.indices {
            for before in 0..<end where values[before] < values[end] {
                lengths[end] = max(lengths[end], lengths[before] + 1)
            }
        }
        return lengths.max() ?? 0
    }
}
