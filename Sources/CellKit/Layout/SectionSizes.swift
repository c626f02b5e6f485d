/// The lengths of one section's items along the scroll axis.
///
/// Unmeasured items count as `estimate`; measured ones differ from it by a delta kept in a
/// Fenwick tree, allocated only once something is measured, so an item's offset is
/// `item × (estimate + spacing) + (sum of deltas before it)` in O(log n) and fixed-size
/// sections stay pure arithmetic.
struct SectionSizes {
    private(set) var count: Int
    let estimate: Int
    let spacing: Int
    /// Measured sizes by item; only items that were visible.
    private(set) var measured: [Int: Size] = [:]
    /// The axis length of each measured item, for the deltas.
    private(set) var measuredLengths: [Int: Int] = [:]
    private var tree: [Int] = []
    /// The largest measured height, for the row height of a horizontal section.
    private(set) var tallestMeasuredHeight = 0

    init(count: Int, estimate: Int, spacing: Int) {
        self.count = count
        self.estimate = estimate
        self.spacing = spacing
    }

    /// Where item `item` starts, from the start of the section's items.
    func offset(of item: Int) -> Int {
        item * (estimate + spacing) + deltaSum(before: item)
    }

    /// The item's length along the scroll axis.
    func length(of item: Int) -> Int { measuredLengths[item] ?? estimate }

    /// The length of all items and the spacing between them.
    var extent: Int { count == 0 ? 0 : offset(of: count) - spacing }

    /// The last item starting at or before `position` (0 when before the first).
    ///
    /// - Complexity: O(1) without measurements, O(log² n) with them.
    func item(at position: Int) -> Int {
        guard count > 0, position > 0 else { return 0 }
        if tree.isEmpty { return min(count - 1, position / (estimate + spacing)) }
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(of: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func isMeasured(_ item: Int) -> Bool { measured[item] != nil }

    /// Records a measurement whose axis length is `length`.
    mutating func record(_ size: Size, length: Int, for item: Int) {
        let delta = length - (measuredLengths[item] ?? estimate)
        measured[item] = size
        measuredLengths[item] = length
        tallestMeasuredHeight = max(tallestMeasuredHeight, size.height)
        guard delta != 0 else { return }
        if tree.isEmpty { tree = Array(repeating: 0, count: count + 1) }
        var index = item + 1
        while index <= count {
            tree[index] += delta
            index += index & -index
        }
    }

    private func deltaSum(before item: Int) -> Int {
        guard !tree.isEmpty else { return 0 }
        var sum = 0
        var index = min(item, count)
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }
}
