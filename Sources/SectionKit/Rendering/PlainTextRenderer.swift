import CellKit

/// Renders a page as plain text: every section's lines at its frame, blank lines between
/// sections, each line at most the page width in display columns, trailing spaces removed.
///
/// The output depends only on the page, byte for byte, which is what golden tests compare.
///
/// ```swift
/// let text = PlainTextRenderer().render(composer.page())
/// ```
public struct PlainTextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The page's lines, top to bottom, as many as the page is tall.
    ///
    /// A section line that already fits its frame (as the lines a ``StackComposer`` draws do) is
    /// taken as it is; otherwise the page is drawn through a `TextCanvas` of the page's width,
    /// so a line that is too wide is clipped at a character boundary rather than overflowing.
    ///
    /// - Complexity: O(*w* × *h*) in the page's width and height.
    public func lines(of page: DetailPage) -> [String] {
        var rows = [String](repeating: "", count: page.height)
        var written = [Bool](repeating: false, count: page.height)
        for section in page.sections {
            guard section.frame.x == 0 else { return drawn(page) }
            for (row, line) in zip(section.frame.lines, section.lines) where row >= 0 {
                guard !written[row], Self.fits(line, width: section.frame.width) else { return drawn(page) }
                rows[row] = line
                written[row] = true
            }
        }
        return rows
    }

    /// Whether `line` can stand for itself: one line, no wider than `width`, no trailing space.
    private static func fits(_ line: String, width: Int) -> Bool {
        line.last != " " && !line.contains(where: \.isNewline) && line.displayWidth <= width
    }

    private func drawn(_ page: DetailPage) -> [String] {
        var canvas = TextCanvas(size: Size(width: page.width, height: page.height))
        for section in page.sections {
            for (row, line) in zip(section.frame.lines, section.lines) {
                let rect = Rect(x: section.frame.x, y: row, width: section.frame.width, height: 1)
                canvas.drawText(line, in: rect, truncation: .clip)
            }
        }
        return canvas.plainLines()
    }

    /// The page as text: its ``lines(of:)``, each ending in a newline.
    public func render(_ page: DetailPage) -> String {
        lines(of: page).map { $0 + "\n" }.joined()
    }
}
