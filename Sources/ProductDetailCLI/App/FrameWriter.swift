import CellKit
import SectionKit

/// Turns pages (or screens cut from them) into the bytes a terminal or a pipe should get.
///
/// - `plain`: the page as text, lines joined by newlines; the one-frame default.
/// - `separated`: for `--watch` when standard output is not a terminal: the first frame as
///   plain text, each later one after a `--- frame N ---` separator line; never an escape code.
/// - `inPlace`: for a terminal: screens (at most the terminal's rows, see `LiveScreen`); the
///   first clears the screen, every later one rewrites only the rows that differ from the
///   screen before (through `ANSIRenderer`, which addresses every row and never writes a line
///   feed, so the terminal never scrolls).
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
    /// The screen (in place) or the lines (otherwise) written last.
    private(set) var previousScreen: [StyledLine]?
    private(set) var framesWritten = 0

    init(mode: Mode, usesColor: Bool) {
        self.mode = mode
        self.usesColor = usesColor
    }

    /// The text for `page` as a whole, for the `plain` and `separated` modes.
    mutating func frame(for page: DetailPage) -> String {
        precondition(mode != .inPlace, "in place, frames are screens cut to the terminal: use frame(screen:)")
        var lines = page.rows()
        // An empty last section pads the page with blank lines; a printed page ends at its text.
        while lines.count > 1, lines.last?.text.isEmpty == true { lines.removeLast() }
        defer {
            previousScreen = lines
            framesWritten += 1
        }
        guard mode == .separated, framesWritten > 0 else { return text(of: lines) }
        let separator = SeparatorLine(frame: framesWritten + 1, width: page.width).text
        return separator + "\n" + text(of: lines)
    }

    /// The bytes that put `screen` on the terminal, given the screen written before: all of
    /// it after a clear the first time (or after `forgetPreviousFrame()`), else only the rows
    /// that changed; empty when nothing did.
    mutating func frame(screen: [StyledLine]) -> String {
        precondition(mode == .inPlace, "screens are for a terminal drawn in place")
        defer {
            previousScreen = screen
            framesWritten += 1
        }
        return ANSIRenderer(usesColor: usesColor).render(screen: screen, after: previousScreen)
    }

    /// Forgets the previous frame, so the next one is written whole (a new product opened, the
    /// terminal resized).
    mutating func forgetPreviousFrame() {
        previousScreen = nil
    }

    /// What to write when the program ends: in place, the cursor goes to the line under the
    /// frame, so the shell's prompt does not land inside the page.
    var closingText: String {
        guard mode == .inPlace, let previousScreen else { return "" }
        return "\u{1B}[\(max(previousScreen.count, 1));1H\n"
    }

    /// `lines` as text, one per line, each ending in a newline; styled when `usesColor`.
    func text(of lines: [StyledLine]) -> String {
        lines.map { usesColor ? $0.ansiText : $0.text }.joined(separator: "\n") + "\n"
    }
}
