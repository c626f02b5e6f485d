/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn
    /// `source` into `target`.
    ///
    /// - Complexity: O(*m* × *n*) time and O(*n*) space for strings of *m* and *n* characters.
    static func between(_ source: String, _ target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for (row, sourceCharacter) in source.enumerated() {
            current[0] = row + 1
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
