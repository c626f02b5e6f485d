/// Renders pages for a terminal, rewriting only the lines that changed since the previous
/// frame: for each changed line, a cursor move to its row and an erase of the line, then its
/// text.
///
/// ```swift
/// let renderer = ANSIRenderer()
/// var shown: DetailPage?
/// for page in pages {
///     write(renderer.render(page, after: shown))
///     shown = page
/// }
/// ```
public struct ANSIRenderer: Sendable {
    private let plain = PlainTextRenderer()

    /// Creates a renderer.
    public init() {}

    /// The ranges of line numbers whose text differs between two frames, ascending and
    /// merged; a line present in only one frame counts as changed.
    ///
    /// - Complexity: O(*n*) in the number of lines.
    public func changedLineRanges(from previous: [String], to current: [String]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for row in 0..<max(previous.count, current.count) {
            let before = row < previous.count ? previous[row] : nil
            let after = row < current.count ? current[row] : nil
            guard before != after else { continue }
            if let last = ranges.last, last.upperBound == row {
                ranges[ranges.count - 1] = last.lowerBound..<(row + 1)
            } else {
                ranges.append(row..<(row + 1))
            }
        }
        return ranges
    }

    /// The bytes that turn the terminal showing `previous` into one showing `page`.
    ///
    /// Without a previous page, the screen is cleared and every line written. Otherwise only
    /// the changed lines are: `ESC[row;1H` (1-based row), `ESC[2K`, then the line's text; lines
    /// the new page no longer has are erased.
    public func render(_ page: DetailPage, after previous: DetailPage?) -> String {
        let current = plain.lines(of: page)
        guard let previous else {
            var output = "\u{1B}[H\u{1B}[2J"
            for (row, line) in current.enumerated() { output += Self.rewrite(row: row, with: line) }
            return output
        }
        let before = plain.lines(of: previous)
        var output = ""
        for range in changedLineRanges(from: before, to: current) {
            for row in range {
                output += Self.rewrite(row: row, with: row < current.count ? current[row] : "")
            }
        }
        return output
    }

    /// The line numbers (0-based) an output of ``render(_:after:)`` writes to, in order.
    public static func rowsWritten(by output: String) -> [Int] {
        var rows: [Int] = []
        var rest = Substring(output)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(";1H"), let row = Int(digits) {
                rows.append(row - 1)
            }
        }
        return rows
    }

    private static func rewrite(row: Int, with line: String) -> String {
        "\u{1B}[\(row + 1);1H\u{1B}[2K\(line)"
    }
}
