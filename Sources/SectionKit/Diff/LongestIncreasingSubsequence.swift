/// Marks the members of one longest strictly increasing subsequence of the non-negative values
/// of `values`; negative values (unmatched items) never belong to it.
///
/// Patience sorting: `tails[k]` is the position of the smallest value that ends an increasing
/// subsequence of length `k + 1` so far, and each position remembers the one before it in its
/// subsequence.
///
/// - Returns: An array as long as `values`, `true` at the members' positions, and how many
///   members there are.
/// - Complexity: O(*n* log *L*), where *L* is the length of the subsequence; O(*n*) when the
///   values are already nearly in order.
@inlinable
func longestIncreasingSubsequenceMembers(of values: [Int]) -> (isMember: [Bool], count: Int) {
    var predecessor = [Int](repeating: -1, count: values.count)
    // Positions ending the subsequences, and their values side by side: the binary search reads
    // a small contiguous array instead of jumping around `values`.
    var tails: [Int] = []
    var tailValues: [Int] = []
    for position in values.indices {
        let value = values[position]
        if value < 0 {
            continue
        }
        if let last = tailValues.last, last >= value {
            // Smallest k with tailValues[k] >= value (one exists: the last); tailValues is
            // increasing. Halving without a data-dependent branch keeps a shuffled list from
            // paying a misprediction at nearly every step.
            var low = 0
            var remaining = tailValues.count
            while remaining > 1 {
                let half = remaining / 2
                low = tailValues[low + half - 1] < value ? low + half : low
                remaining -= half
            }
            predecessor[position] = low > 0 ? tails[low - 1] : -1
            tails[low] = position
            tailValues[low] = value
        } else {
            predecessor[position] = tails.last ?? -1
            tails.append(position)
            tailValues.append(value)
        }
    }
    var isMember = [Bool](repeating: false, count: values.count)
    var position = tails.last ?? -1
    while position >= 0 {
        isMember[position] = true
        position = predecessor[position]
    }
    return (isMember, tails.count)
}
