import CellKit

/// Renders screens for a terminal, rewriting only the rows that changed since the previous
/// screen: for each changed row, a cursor move to it, an erase of the line, then its text with
/// its styles as SGR escapes (when `usesColor`).
///
/// A screen is a list of rows no longer than the terminal is tall (the caller cuts the page to
/// its viewport). The renderer never writes a line feed, so the terminal never scrolls, and
/// every write is addressed to its row: what is on the screen is exactly the rows given.
///
/// ```swift
/// var renderer = ANSIRenderer(usesColor: true)
/// var shown: [StyledLine]?
/// for page in pages {
///     let screen = Array(page.rows().prefix(terminalRows))
///     write(renderer.render(screen: screen, after: shown))
///     shown = screen
/// }
/// ```
public struct ANSIRenderer: Sendable {
    /// Whether styles are written as SGR escapes; without them only cursor moves and erases.
    public var usesColor: Bool

    /// Creates a renderer.
    public init(usesColor: Bool = true) {
        self.usesColor = usesColor
    }

    /// The ranges of row numbers whose content differs between two screens, ascending and
    /// merged; a row present in only one screen counts as changed.
    ///
    /// - Complexity: O(*n*) in the number of rows.
    public func changedRowRanges<Row: Equatable>(from previous: [Row], to current: [Row]) -> [Range<Int>] {
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

    /// The bytes that turn a terminal showing `previous` into one showing `screen`.
    ///
    /// Without a previous screen, the terminal is cleared and every row written. Otherwise
    /// only the changed rows are: `ESC[row;1H` (1-based), `ESC[2K`, then the row; rows the new
    /// screen no longer has are erased. No line feed is ever written.
    public func render(screen: [StyledLine], after previous: [StyledLine]?) -> String {
        var output = ""
        guard let previous else {
            output = "\u{1B}[H\u{1B}[2J"
            for (row, line) in screen.enumerated() where !line.text.isEmpty {
                output += "\u{1B}[\(row + 1);1H" + text(of: line)
            }
            return output
        }
        for range in changedRowRanges(from: previous, to: screen) {
            for row in range {
                output += "\u{1B}[\(row + 1);1H\u{1B}[2K"
                if row < screen.count { output += text(of: screen[row]) }
            }
        }
        return output
    }

    /// The bytes that turn a terminal showing `previous` into one showing `page`, all its
    /// rows (for a terminal at least as tall as the page).
    public func render(_ page: DetailPage, after previous: DetailPage?) -> String {
        render(screen: page.rows(), after: previous?.rows())
    }

    private func text(of line: StyledLine) -> String {
        usesColor ? line.ansiText : line.text
    }
}
