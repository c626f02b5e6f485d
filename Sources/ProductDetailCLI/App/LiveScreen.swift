import CellKit

/// What a live frame shows of a page on a terminal of `rows` × `columns`: at most `rows`
/// lines, none wider than `columns`, so drawing it never scrolls or wraps the terminal.
///
/// Two layouts:
/// - ``Layout/top`` (`--watch`, `--simulate`): the top of the page; when the page is taller
///   than the terminal, its last row becomes a dim "▼ N more lines below" mark.
/// - ``Layout/scrolling`` (`--interactive`): a window of the page starting at ``offset``,
///   then a mark line (blank when the whole page shows, else how much is above and below,
///   after the focused section's name when its header is off screen) and the key help; with
///   fewer than four rows, the help only, and with one row, the page only.
///   ``reveal(_:pageHeight:)`` scrolls just enough to bring a section into view.
///
/// A ``status`` message (a reload error, say) takes the mark's row, or the last row, so a
/// message never has to be written under the screen, where it would scroll the terminal.
///
/// Lines are cut in the run's width model, the one the page was drawn in.
///
/// ```swift
/// var screen = LiveScreen(layout: .scrolling, rows: 24, columns: 80, widthModel: .grapheme)
/// screen.reveal(30..<38, pageHeight: 40)   // offset 16: rows 30–37 end the 22-row window
/// let lines = screen.lines(of: page.rows(), help: "q quit")
/// ```
struct LiveScreen: Equatable {
    /// How the page is laid out on the screen.
    enum Layout: Equatable {
        /// The top of the page, and a mark when more is below.
        case top
        /// A scrolled window of the page above a mark line and the key help.
        case scrolling
    }

    let layout: Layout
    /// The terminal's height; at least 1.
    private(set) var rows: Int
    /// The terminal's width; at least 1.
    private(set) var columns: Int
    /// How the lines are measured.
    let widthModel: WidthModel
    /// The first page row shown (always 0 in the ``Layout/top`` layout).
    var offset = 0
    /// A one-line message shown in the screen's last row (``Layout/top``) or in place of the
    /// mark line (``Layout/scrolling``), or `nil`.
    var status: String?
    /// The focused section, which the mark line names while its header is off screen.
    var focus: Focus?

    /// A section with the focus: its name and the page row of its header.
    struct Focus: Equatable {
        /// The name the mark line shows, such as `Related products`.
        var name: String
        /// The page row the section's header is on.
        var headerRow: Int
    }

    init(layout: Layout, rows: Int, columns: Int, widthModel: WidthModel) {
        self.layout = layout
        self.rows = max(rows, 1)
        self.columns = max(columns, 1)
        self.widthModel = widthModel
    }

    /// Follows a resized terminal.
    mutating func resize(rows: Int, columns: Int) {
        self.rows = max(rows, 1)
        self.columns = max(columns, 1)
    }

    /// The rows under the page in the ``Layout/scrolling`` layout: the mark line and the help.
    var footerRows: Int {
        guard layout == .scrolling else { return 0 }
        return rows >= 4 ? 2 : rows >= 2 ? 1 : 0
    }

    /// How many page rows fit on the screen for a page `pageHeight` tall.
    func bodyRows(pageHeight: Int) -> Int {
        switch layout {
        case .top: pageHeight <= rows && status == nil ? rows : rows - 1
        case .scrolling: footerRows == 0 && status != nil ? 0 : rows - footerRows
        }
    }

    /// The largest useful offset: the one that shows the page's last row at the bottom.
    func maximumOffset(pageHeight: Int) -> Int {
        guard layout == .scrolling else { return 0 }
        return max(pageHeight - bodyRows(pageHeight: pageHeight), 0)
    }

    /// The page rows on the screen.
    func visibleRows(pageHeight: Int) -> Range<Int> {
        let start = min(offset, pageHeight)
        return start..<min(start + bodyRows(pageHeight: pageHeight), pageHeight)
    }

    /// Keeps the offset between the top and the bottom of a page `pageHeight` tall.
    mutating func clamp(pageHeight: Int) {
        offset = min(max(offset, 0), maximumOffset(pageHeight: pageHeight))
    }

    /// Scrolls as little as possible to bring `lines` (a section's rows) into view: all of
    /// them when they fit, else their first rows (the section's header).
    mutating func reveal(_ lines: Range<Int>, pageHeight: Int) {
        guard layout == .scrolling else { return }
        let body = bodyRows(pageHeight: pageHeight)
        if lines.upperBound > offset + body { offset = lines.upperBound - body }
        if lines.lowerBound < offset || lines.count > body { offset = lines.lowerBound }
        clamp(pageHeight: pageHeight)
    }

    /// Scrolls by `pages` screens (negative: up), as Page Up and Page Down do.
    mutating func scroll(pages: Int, pageHeight: Int) {
        let body = max(bodyRows(pageHeight: pageHeight), 1)
        let step = max(min(pages, 1_000), -1_000) * body
        offset = offset + step
        clamp(pageHeight: pageHeight)
    }

    /// The screen: the visible page rows, then the mark or footer, each cut to `columns`.
    ///
    /// - Parameters:
    ///   - pageRows: The page's rows (`DetailPage.rows()`).
    ///   - help: The key help for the ``Layout/scrolling`` layout's last line.
    func lines(of pageRows: [StyledLine], help: String = "") -> [StyledLine] {
        let visible = visibleRows(pageHeight: pageRows.count)
        var lines = Array(pageRows[visible])
        let statusLine = status.map(Self.highlighted)
        switch layout {
        case .top:
            let below = pageRows.count - visible.upperBound
            if let statusLine {
                lines.append(statusLine)
            } else if below > 0 {
                lines.append(Self.dim("▼ \(below) more \(below == 1 ? "line" : "lines") below"))
            }
        case .scrolling:
            switch footerRows {
            case 2:
                lines.append(statusLine ?? mark(visible: visible, pageHeight: pageRows.count))
                lines.append(Self.dim(help))
            case 1:
                lines.append(statusLine ?? Self.dim(help))
            default:
                if let statusLine { lines.append(statusLine) }
            }
        }
        return lines.map { $0.clipped(toColumns: columns, in: widthModel) }
    }

    /// The page rows of a screen made by `lines(of:help:)`, without the mark or footer.
    func body(of screen: [StyledLine], pageHeight: Int) -> [StyledLine] {
        Array(screen.prefix(visibleRows(pageHeight: pageHeight).count))
    }

    /// How much of the page is above and below the window; when the focused section's header
    /// is not in it, the section's name first (`▸ Related products ▲ 3 above · …`), so the
    /// reader always knows where ↑↓ and ←→ act.
    private func mark(visible: Range<Int>, pageHeight: Int) -> StyledLine {
        let (above, below) = (visible.lowerBound, pageHeight - visible.upperBound)
        guard above > 0 || below > 0 else { return StyledLine(text: "") }
        var parts: [String] = []
        if above > 0 { parts.append("▲ \(above) above") }
        if below > 0 { parts.append("▼ \(below) below") }
        let position = parts.joined(separator: " · ") + " · PgUp PgDn Home End"
        guard let focus, !visible.contains(focus.headerRow) else { return Self.dim(position) }
        let name = "▸ " + focus.name
        return StyledLine(
            text: name + " " + position,
            runs: [
                StyleRun(start: 0, count: name.count, style: .bold),
                StyleRun(start: name.count + 1, count: position.count, style: .dim),
            ])
    }

    private static func highlighted(_ text: String) -> StyledLine {
        let style = TextStyle(isBold: true, foreground: .yellow)
        return StyledLine(
            text: text, runs: text.isEmpty ? [] : [StyleRun(start: 0, count: text.count, style: style)])
    }

    private static func dim(_ text: String) -> StyledLine {
        StyledLine(text: text, runs: text.isEmpty ? [] : [StyleRun(start: 0, count: text.count, style: .dim)])
    }
}
