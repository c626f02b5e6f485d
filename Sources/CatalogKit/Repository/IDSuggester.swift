/// Finds names close to a mistyped one by edit distance, for "did you mean" messages: product
/// ids in `Catalog`, option names in the command line.
package enum IDSuggester {
    /// Up to `limit` ids within a small edit distance of `id` (at most 2, or a third of its
    /// length if longer), closest first, ties in alphabetical order.
    ///
    /// - Complexity: O(*k* × *m* × *n*) for *k* candidates of about *n* scalars and an `id` of
    ///   *m* scalars; candidates whose length alone puts them too far away cost O(*n*).
    package static func closest<IDs: Sequence<String>>(
        to id: String, among ids: IDs, limit: Int
    ) -> [String] {
        closest(to: id, limit: limit) { consider in
            for candidate in ids { consider(candidate) }
        }
    }

    /// The same, over the ids `candidates` passes to the function it is given, one by one
    /// (a table walking its storage in place, say).
    ///
    /// ```swift
    /// IDSuggester.closest(to: "p-0001", limit: 3, candidates: table.forEachKey)
    /// ```
    package static func closest(
        to id: String, limit: Int, candidates forEachCandidate: ((borrowing String) -> Void) -> Void
    ) -> [String] {
        let target = Array(id.unicodeScalars)
        let maximum = Swift.max(2, target.count / 3)
        var candidates: [(distance: Int, id: String)] = []
        forEachCandidate { candidate in
            // Lengths first, without copying: most candidates stop here.
            guard abs(scalarCount(candidate) - target.count) <= maximum else { return }
            let distance = editDistance(target, Array(candidate.unicodeScalars))
            if distance <= maximum { candidates.append((distance, copy candidate)) }
        }
        candidates.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }
        return candidates.prefix(Swift.max(0, limit)).map(\.id)
    }

    /// How many Unicode scalars `text` holds: its UTF-8 bytes that begin one (all but the
    /// `10xxxxxx` continuation bytes), counted in place, as `unicodeScalars.count` counts
    /// them but without decoding each scalar.
    static func scalarCount(_ text: borrowing String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        } ?? text.unicodeScalars.count
    }

    /// The Levenshtein distance: how many single-scalar insertions, deletions and
    /// substitutions turn `lhs` into `rhs`.
    ///
    /// - Complexity: O(*m* × *n*) time and O(*n*) space.
    package static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (row, left) in lhs.enumerated() {
            current[0] = row + 1
            for (column, right) in rhs.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current[column + 1] = Swift.min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
