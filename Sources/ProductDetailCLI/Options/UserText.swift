import CellKit

/// Text from a user, a file or the environment, made fit for a one-line error message: no
/// control characters (each is shown as a visible escape such as `\u{1B}`, see
/// `TerminalSafeText`) and a bounded length, however long the text is.
///
/// ```swift
/// UserText.quoted("8\n0")                              // "'8\\u{A}0'"
/// UserText.excerpt(String(repeating: "x", count: 10_000)) // 56 x, "…", 23 x
/// ```
enum UserText {
    /// The most Unicode scalars an excerpt shows; longer text keeps its start and its end.
    static let maximumScalars = 80
    /// How many of those scalars come from the end of a text that is cut.
    static let tailScalars = 23

    /// `text` between single quotes, as `excerpt(_:)` makes it.
    static func quoted<Text: StringProtocol>(_ text: Text) -> String {
        "'" + excerpt(text) + "'"
    }

    /// `text` with every control escaped and, if the result would be longer than
    /// `maximumScalars` scalars, only its start, an ellipsis and its end. Whole grapheme
    /// clusters and whole escapes are kept or dropped, never split.
    ///
    /// - Complexity: O(*n*) to count the clusters of a text of *n* scalars; the excerpt itself
    ///   costs O(`maximumScalars`).
    ///
    /// - Parameter maximum: The most scalars to show (a path a user should copy may be given
    ///   more room than a value quoted back).
    static func excerpt<Text: StringProtocol>(_ text: Text, maximum: Int = maximumScalars) -> String {
        let whole = String(text)
        let maximumScalars = Swift.max(maximum, tailScalars + 2)
        if whole.unicodeScalars.count <= maximumScalars {
            let safe = whole.terminalSafe
            if safe.unicodeScalars.count <= maximumScalars { return safe }
        }
        let headBudget = maximumScalars - tailScalars - 1
        var head = ""
        var headScalars = 0
        var headEnd = whole.startIndex
        for character in whole {
            let safe = String(character).terminalSafe
            let count = safe.unicodeScalars.count
            guard headScalars + count <= headBudget else { break }
            head += safe
            headScalars += count
            headEnd = whole.index(after: headEnd)
        }
        var tail: [String] = []
        var tailCount = 0
        var tailStart = whole.endIndex
        while tailStart > headEnd {
            let before = whole.index(before: tailStart)
            let safe = String(whole[before]).terminalSafe
            let count = safe.unicodeScalars.count
            guard tailCount + count <= tailScalars else { break }
            tail.append(safe)
            tailCount += count
            tailStart = before
        }
        return head + "…" + tail.reversed().joined()
    }
}
