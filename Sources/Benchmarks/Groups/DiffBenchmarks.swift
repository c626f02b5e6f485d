import Relay
import SectionKit

/// The `diff` group: diff time for three workloads at growing sizes, each beside the floor of
/// any hash-based diff measured on the same lists in the same run (building the id-to-index
/// dictionaries of old and new).
func runDiffBenchmarks(_ reporter: BenchmarkReporter) {
    let sizes = reporter.isSmoke ? [1_000] : [1_000, 10_000, 100_000, 1_000_000]
    var millisecondsAt100k: [DiffWorkload: (diff: Double, dictionaries: Double)] = [:]
    for size in sizes {
        for workload in DiffWorkload.allCases {
            var generator = SplitMix64(seed: 0xD1FF ^ UInt64(size))
            let (old, new) = workload.lists(size: size, using: &generator)
            // Small sizes repeat the work so one timed run lasts long enough to measure.
            let repeats = max(1, 100_000 / size)
            var checksum = 0
            let baseline = reporter.nanosecondsPerOperation(operations: repeats) {
                for _ in 0..<repeats {
                    checksum &+= idToIndexDictionaries(old, new)
                }
            }
            let diff = reporter.nanosecondsPerOperation(operations: repeats) {
                for _ in 0..<repeats {
                    let changes = Changeset(from: old, to: new)
                    checksum &+= changes.moves.count &+ changes.deletes.count &+ changes.updates.count
                }
            }
            precondition(checksum != 0, "the timed work must not be optimized away")

            let name = "\(workload.rawValue) n=\(size)"
            let baselineMilliseconds = baseline / 1_000_000
            let diffMilliseconds = diff / 1_000_000
            reporter.record(
                group: "diff", name: "\(name) dictionaries", value: baselineMilliseconds, unit: "ms")
            reporter.record(
                group: "diff",
                name: name,
                value: diffMilliseconds,
                unit: "ms",
                baseline: baselineMilliseconds,
                target: workload.targetRatio(size: size)
            )
            if size == 100_000 {
                millisecondsAt100k[workload] = (diffMilliseconds, baselineMilliseconds)
            } else if size == 1_000_000, let at100k = millisecondsAt100k[workload] {
                // How the memory hierarchy alone scales, to read the diff's growth against.
                reporter.record(
                    group: "diff",
                    name: "\(workload.rawValue) dictionaries growth 100000->1000000",
                    value: baselineMilliseconds,
                    unit: "ms",
                    baseline: at100k.dictionaries
                )
                reporter.record(
                    group: "diff",
                    name: "\(workload.rawValue) growth 100000->1000000",
                    value: diffMilliseconds,
                    unit: "ms",
                    baseline: at100k.diff,
                    target: 12
                )
            }
        }
    }
}

/// The floor of a hash-based diff: one id-to-index dictionary per list.
private func idToIndexDictionaries(_ old: [DiffBenchmarkItem], _ new: [DiffBenchmarkItem]) -> Int {
    var oldIndexByID: [Int: Int] = [:]
    oldIndexByID.reserveCapacity(old.count)
    for (index, item) in old.enumerated() {
        oldIndexByID[item.id] = index
    }
    var newIndexByID: [Int: Int] = [:]
    newIndexByID.reserveCapacity(new.count)
    for (index, item) in new.enumerated() {
        newIndexByID[item.id] = index
    }
    return oldIndexByID.count &+ newIndexByID.count
}

private struct DiffBenchmarkItem: Identifiable, Equatable {
    let id: Int
    var revision: Int
}

private enum DiffWorkload: String, CaseIterable {
    case tenPercentChanged = "10% changed"
    case shuffled = "shuffled"
    case unchanged = "unchanged"
    /// The first item's content changed, as a price update makes it: all but one item is in the
    /// common suffix.
    case firstChanged = "first changed"
    /// A page of 1% more items appended, as loading more does: the old list is the common prefix.
    case appended = "1% appended"

    /// The bound on diff time divided by the dictionaries' time, where it sets one.
    func targetRatio(size: Int) -> Double? {
        switch self {
        case .tenPercentChanged, .shuffled: size >= 100_000 ? 2.5 : nil
        case .unchanged: 0.3
        case .firstChanged, .appended: nil
        }
    }

    func lists(
        size: Int,
        using generator: inout SplitMix64
    ) -> (old: [DiffBenchmarkItem], new: [DiffBenchmarkItem]) {
        let old = (0..<size).map { DiffBenchmarkItem(id: $0, revision: 0) }
        switch self {
        case .unchanged:
            // A separate buffer, so nothing can compare storage instead of items.
            return (old, old.map { $0 })
        case .shuffled:
            return (old, old.shuffled(using: &generator))
        case .tenPercentChanged:
            return (old, tenPercentChanged(old, using: &generator))
        case .firstChanged:
            var new = old
            new[0].revision += 1
            return (old, new)
        case .appended:
            return (
                old, old + (size..<size + max(1, size / 100)).map { DiffBenchmarkItem(id: $0, revision: 0) }
            )
        }
    }

    /// A quarter each of deletes, inserts, moves and content updates at random positions. Items
    /// are placed by a sort key instead of by `insert(_:at:)`, which would be quadratic at a
    /// million items.
    private func tenPercentChanged(
        _ old: [DiffBenchmarkItem],
        using generator: inout SplitMix64
    ) -> [DiffBenchmarkItem] {
        let quarter = old.count / 40
        var keyed = old.enumerated().map { (key: Double($0.offset), item: $0.element) }
        var positions = Array(keyed.indices)
        positions.shuffle(using: &generator)
        let updated = positions[0..<quarter]
        let moved = positions[quarter..<2 * quarter]
        let deleted = positions[2 * quarter..<3 * quarter]
        for position in updated {
            keyed[position].item.revision += 1
        }
        for position in moved {
            keyed[position].key = Double.random(in: 0..<Double(old.count), using: &generator)
        }
        for position in deleted {
            keyed[position].key = .infinity
        }
        keyed.sort { $0.key < $1.key }
        keyed.removeLast(quarter)
        for offset in 0..<quarter {
            let key = Double.random(in: 0..<Double(old.count), using: &generator)
            keyed.append((key, DiffBenchmarkItem(id: old.count + offset, revision: 0)))
        }
        keyed.sort { $0.key < $1.key }
        return keyed.map(\.item)
    }
}
