import SectionKit

/// Turns pages into the bytes a terminal or a pipe should get.
///
/// - `plain`: the page as text, lines joined by newlines; the one-frame default.
/// - `separated`: for `--watch` when standard output is not a terminal: the first frame as
///   plain text, each later one after a `--- frame N ---` separator line; never an escape code.
/// - `inPlace`: for a terminal: the first frame clears the screen, every later one
///   rewrites only the lines that differ from the frame before (cursor to the row, erase the
///   line, write it) and erases lines the new frame no longer has.
///
/// With `usesColor`, section headers are bold and the focused section's header is shown in
/// reverse video; without it, no escape code appears except the in-place cursor moves.
struct FrameWriter {
    enum Mode {
        case plain
        case separated
        case inPlace
    }

    let mode: Mode
    let usesColor: Bool
    private(set) var previousLines: [String]?
    private(set) var framesWritten = 0

    init(mode: Mode, usesColor: Bool) {
        self.mode = mode
        self.usesColor = usesColor
    }

    /// The text for `page`, with `footer` lines under it (the interactive key help), given
    /// what was written before.
    mutating func frame(for page: DetailPage, focusedSectionID: String? = nil, footer: [String] = [])
        -> String
    {
        var lines = decoratedLines(of: page, focusedSectionID: focusedSectionID) + footer
        if mode != .inPlace {
            // An empty last section pads the page with blank lines; a printed page ends at its text.
            while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        }
        defer {
            previousLines = lines
            framesWritten += 1
        }
        switch mode {
        case .plain:
            return lines.joined(separator: "\n") + "\n"
        case .separated:
            guard framesWritten > 0 else { return lines.joined(separator: "\n") + "\n" }
            let separator = SeparatorLine(frame: framesWritten + 1, width: page.width).text
            return separator + "\n" + lines.joined(separator: "\n") + "\n"
        case .inPlace:
            guard let previousLines else {
                return "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n") + "\n"
            }
            return Self.rewrite(from: previousLines, to: lines)
        }
    }

    /// Forgets the previous frame, so the next one is written whole (a new product opened).
    mutating func forgetPreviousFrame() {
        previousLines = nil
    }

    /// Escape codes that turn `old` into `new` on screen, touching only the lines that differ.
    static func rewrite(from old: [String], to new: [String]) -> String {
        var output = ""
        for row in ANSIRenderer().changedRowRanges(from: old, to: new).flatMap({ Array($0) }) {
            output += "\u{1B}[\(row + 1);1H\u{1B}[2K"
            if row < new.count { output += new[row] }
        }
        if !output.isEmpty { output += "\u{1B}[\(new.count + 1);1H" }
        return output
    }

    private func decoratedLines(of page: DetailPage, focusedSectionID: String?) -> [String] {
        var lines = PlainTextRenderer().lines(of: page)
        guard usesColor else { return lines }
        for section in page.sections where section.frame.y < lines.count {
            let style = section.id == focusedSectionID ? "\u{1B}[1;7m" : "\u{1B}[1m"
            lines[section.frame.y] = style + lines[section.frame.y] + "\u{1B}[0m"
        }
        return lines
    }
}
