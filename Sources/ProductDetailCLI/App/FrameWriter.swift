import CellKit
import SectionKit

/// Turns pages into the bytes a terminal or a pipe should get.
///
/// - `plain`: the page as text, lines joined by newlines; the one-frame default.
/// - `separated`: for `--watch` when standard output is not a terminal: the first frame as
///   plain text, each later one after a `--- frame N ---` separator line; never an escape code.
/// - `inPlace`: for a terminal: the first frame clears the screen, every later one rewrites
///   only the rows that differ from the frame before (through `ANSIRenderer`, which never
///   writes a line feed).
///
/// With `usesColor`, the styles the cells drew (bold headers, dim hints, coloured stock, the
/// focused header in reverse video) are written as SGR escapes; without it, none.
struct FrameWriter {
    enum Mode {
        case plain
        case separated
        case inPlace
    }

    let mode: Mode
    let usesColor: Bool
    private(set) var previousScreen: [StyledLine]?
    private(set) var framesWritten = 0

    init(mode: Mode, usesColor: Bool) {
        self.mode = mode
        self.usesColor = usesColor
    }

    /// The text for `page`, with `footer` lines under it (the interactive key help), given
    /// what was written before.
    mutating func frame(for page: DetailPage, footer: [StyledLine] = []) -> String {
        var lines = page.rows() + footer
        if mode != .inPlace {
            // An empty last section pads the page with blank lines; a printed page ends at its text.
            while lines.count > 1, lines.last?.text.isEmpty == true { lines.removeLast() }
        }
        defer {
            previousScreen = lines
            framesWritten += 1
        }
        switch mode {
        case .plain:
            return text(of: lines)
        case .separated:
            guard framesWritten > 0 else { return text(of: lines) }
            let separator = SeparatorLine(frame: framesWritten + 1, width: page.width).text
            return separator + "\n" + text(of: lines)
        case .inPlace:
            return ANSIRenderer(usesColor: usesColor).render(screen: lines, after: previousScreen)
        }
    }

    /// Forgets the previous frame, so the next one is written whole (a new product opened).
    mutating func forgetPreviousFrame() {
        previousScreen = nil
    }

    /// What to write when the program ends: in place, the cursor goes to the line under the
    /// frame, so the shell's prompt does not land inside the page.
    var closingText: String {
        guard mode == .inPlace, let previousScreen else { return "" }
        return "\u{1B}[\(max(previousScreen.count, 1));1H\n"
    }

    private func text(of lines: [StyledLine]) -> String {
        lines.map { usesColor ? $0.ansiText : $0.text }.joined(separator: "\n") + "\n"
    }
}
