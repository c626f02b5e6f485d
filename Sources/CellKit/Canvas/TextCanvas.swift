/// A grid of terminal cells that cells and headers draw into.
///
/// Characters and styles are stored separately, so ``plainLines()`` and ``renderANSI()``
/// come from the same drawing. Widths are display columns in the canvas's ``widthModel``: a
/// grapheme cluster covers as many cells as the model gives it (two for a CJK character; four
/// for 👩‍🍳 under ``WidthModel/codepoint``) and is never split; one cut by the clip rectangle
/// becomes spaces rather than part of a glyph.
///
/// Everything drawn is made terminal-safe first (``TerminalSafeText``): a control is drawn as
/// its visible escape, so no cell ever holds a control character, and a grapheme cluster is cut
/// to ``TerminalSafeText/maximumClusterScalars`` scalars, so the work per cell is bounded.
///
/// ```swift
/// var canvas = TextCanvas(size: Size(width: 12, height: 3))
/// canvas.drawBox(Rect(x: 0, y: 0, width: 12, height: 3))
/// canvas.drawText("こんにちは世界", in: Rect(x: 1, y: 1, width: 10, height: 1))
/// canvas.renderPlain()
/// // ┌──────────┐
/// // │こんにち… │
/// // └──────────┘
/// ```
public struct TextCanvas: Sendable, Equatable {
    /// The grid's extent.
    public let size: Size
    /// How the terminal this canvas is drawn for measures grapheme clusters.
    public let widthModel: WidthModel
    /// Drawing outside this rectangle is discarded; the whole canvas by default. Always kept
    /// within the canvas.
    public var clipRect: Rect {
        didSet { clipRect = clipRect.intersection(bounds) }
    }
    private var glyphs: [Glyph]
    private var styles: [TextStyle]

    /// Creates a blank canvas of `size` that measures text with `widthModel`.
    public init(size: Size, widthModel: WidthModel = .grapheme) {
        precondition(size.width >= 0 && size.height >= 0, "canvas size must not be negative, got \(size)")
        self.size = size
        self.widthModel = widthModel
        clipRect = Rect(origin: .zero, size: size)
        glyphs = Array(repeating: .blank, count: size.width * size.height)
        styles = Array(repeating: .plain, count: size.width * size.height)
    }

    /// The number of columns `text` takes on this canvas, in its ``widthModel``.
    public func displayWidth<S: StringProtocol>(of text: S) -> Int {
        DisplayWidth.of(text, model: widthModel)
    }

    /// The whole canvas.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The style of the cell at `point`; `.plain` outside the canvas.
    public func style(at point: Point) -> TextStyle {
        bounds.contains(point) ? styles[point.y * size.width + point.x] : .plain
    }

    /// Runs `body` with drawing restricted to `rect` (within the current clip), then restores
    /// the clip.
    public mutating func withClip(_ rect: Rect, _ body: (inout TextCanvas) -> Void) {
        let saved = clipRect
        clipRect = saved.intersection(rect)
        body(&self)
        clipRect = saved
    }

    /// Draws `text` in `rect`, one line of text per row, starting at its left edge.
    ///
    /// Lines beyond the rectangle's height are dropped; a line wider than the rectangle is cut
    /// at a grapheme-cluster boundary and, with `.tail`, ends in `…`. Controls are drawn as
    /// their escapes and clusters that take no column are skipped.
    /// - Complexity: O(*w* × *h*) grapheme clusters for a rectangle *w* wide and *h* high,
    ///   whatever the text's length, plus a scan of the scalars up to the last row drawn.
    public mutating func drawText(
        _ text: String, in rect: Rect, style: TextStyle = .plain, truncation: TextTruncation = .tail
    ) {
        guard !rect.isEmpty else { return }
        var rest = text[...]
        for row in rect.minY..<rect.maxY {
            drawLine(rest, x: rect.minX, y: row, width: rect.width, style: style, truncation: truncation)
            guard row + 1 < rect.maxY, let next = Self.startOfNextLine(in: rest) else { return }
            rest = rest[next...]
        }
    }

    /// Draws a box outline along the edges of `rect` (at least 2 × 2).
    public mutating func drawBox(_ rect: Rect, border: BoxBorder = .light, style: TextStyle = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = border.pieces
        for x in (rect.minX + 1)..<(rect.maxX - 1) {
            put(horizontal, width: 1, x: x, y: rect.minY, style: style)
            put(horizontal, width: 1, x: x, y: rect.maxY - 1, style: style)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            put(vertical, width: 1, x: rect.minX, y: y, style: style)
            put(vertical, width: 1, x: rect.maxX - 1, y: y, style: style)
        }
        put(topLeft, width: 1, x: rect.minX, y: rect.minY, style: style)
        put(topRight, width: 1, x: rect.maxX - 1, y: rect.minY, style: style)
        put(bottomLeft, width: 1, x: rect.minX, y: rect.maxY - 1, style: style)
        put(bottomRight, width: 1, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
    }

    /// Marks `rect` as the selected item's: reverse video over its visible part, and `▶` in
    /// that part's top-left corner, so the mark shows where color does not (`NO_COLOR`, plain
    /// text) and while the item is cut at the viewport's edge.
    ///
    /// ``ReusableCell``'s default ``ReusableCell/draw(in:on:isSelected:)`` calls it after
    /// drawing a selected cell.
    public mutating func drawSelectionMark(in rect: Rect) {
        let visible = rect.intersection(clipRect)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                styles[y * size.width + x].isReverse = true
            }
        }
        var markStyle = style(at: visible.origin)
        markStyle.isBold = true
        put(Self.selectionMarker, width: 1, x: visible.minX, y: visible.minY, style: markStyle)
    }

    /// The textual part of ``drawSelectionMark(in:)``: one column wide in every width model.
    static let selectionMarker: Character = "▶"

    /// Fills `rect` with spaces in the plain style.
    public mutating func clear(_ rect: Rect) {
        for y in rect.minY..<max(rect.minY, rect.maxY) {
            for x in rect.minX..<max(rect.minX, rect.maxX) {
                put(" ", width: 1, x: x, y: y, style: .plain)
            }
        }
    }

    /// Each row as text, wide characters once, trailing spaces removed.
    public func plainLines() -> [String] {
        (0..<size.height).map { y in
            var line = ""
            forEachCharacter(inRow: y) { character, _ in line.append(character) }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Each row as a ``StyledLine``: the text of ``plainLines()`` with the spans drawn in a
    /// style other than `.plain`, in character offsets.
    public func styledLines() -> [StyledLine] {
        (0..<size.height).map { y in
            var text = ""
            var runs: [StyleRun] = []
            var offset = 0
            var lastVisible = 0
            forEachCharacter(inRow: y) { character, style in
                text.append(character)
                offset += 1
                if character != " " { lastVisible = offset }
                guard style != .plain else { return }
                if let last = runs.last, last.style == style, last.characters.upperBound == offset - 1 {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append(StyleRun(start: offset - 1, count: 1, style: style))
                }
            }
            while text.last == " " { text.removeLast() }
            // Spans are kept only over the characters that remain.
            runs = runs.compactMap { run in
                let end = min(run.characters.upperBound, lastVisible)
                return end > run.start
                    ? StyleRun(start: run.start, count: end - run.start, style: run.style) : nil
            }
            return StyledLine(text: text, runs: runs)
        }
    }

    /// The rows of ``plainLines()`` joined by newlines.
    public func renderPlain() -> String { plainLines().joined(separator: "\n") }

    /// The rows with ANSI SGR escapes for bold, dim and color, each row ending in a reset when
    /// it used a style; trailing plain spaces removed.
    public func renderANSI() -> String {
        (0..<size.height).map { y in
            var writer = ANSILineWriter()
            // Plain spaces are written only when something follows them.
            var pendingSpaces = 0
            forEachCharacter(inRow: y) { character, style in
                if character == " " && style == .plain {
                    pendingSpaces += 1
                    return
                }
                for _ in 0..<pendingSpaces { writer.append(" ", style: .plain) }
                pendingSpaces = 0
                writer.append(character, style: style)
            }
            return writer.finished()
        }.joined(separator: "\n")
    }

    // MARK: Machinery

    /// Where the line after the first one of `text` starts (after its line break), if any.
    ///
    /// Scans scalars rather than grapheme clusters: a line break is always a cluster of its
    /// own (CR LF is one), so the first line-break scalar ends the first line.
    private static func startOfNextLine(in text: Substring) -> String.Index? {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let value = scalars[index].value
            let next = scalars.index(after: index)
            switch value {
            case 0x0D:
                return next < scalars.endIndex && scalars[next].value == 0x0A
                    ? scalars.index(after: next) : next
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: return next
            default: index = next
            }
        }
        return nil
    }

    /// Draws the first line of `text` (up to its first line break): its terminal-safe clusters
    /// that take space, as many as fit in `width`.
    ///
    /// Only the first 256 bytes of UTF-8 per column (64 scalars or more) are looked at: a line
    /// with more before the row is full is cut there like a line too wide, so even one
    /// grapheme cluster of 200,000 combining marks costs no more than the row's width.
    private mutating func drawLine(
        _ text: Substring, x: Int, y: Int, width: Int, style: TextStyle, truncation: TextTruncation
    ) {
        let byteLimit = (min(width, 1 << 24) + 1) * TerminalSafeText.maximumClusterScalars * 8
        var line = text
        var isCut = false
        if text.utf8.count > byteLimit {
            // A copy, so that finding the last cluster's end cannot read past the cut.
            var end = text.utf8.index(text.startIndex, offsetBy: byteLimit)
            while end > text.startIndex && text.utf8[end] & 0xC0 == 0x80 {
                end = text.utf8.index(before: end)
            }
            line = Substring(String(text[..<end]))
            isCut = true
        }
        // The clusters that fit, plus at most one that does not: enough to decide, so the work
        // is bounded by the width whatever the line's length.
        var units: [(character: Character, width: Int)] = []
        var used = 0
        func add(_ character: Character) -> Bool {
            let characterWidth = DisplayWidth.of(character, model: widthModel)
            guard characterWidth > 0 else { return true }
            units.append((character, characterWidth))
            used += characterWidth
            return used <= width
        }
        var endedAtNewline = false
        scan: for character in line {
            if character.isNewline {
                endedAtNewline = true
                break
            }
            switch TerminalSafeText.safeForm(of: character) {
            case .unchanged:
                guard add(character) else { break scan }
            case .replaced(let replacement):
                for piece in replacement {
                    guard add(piece) else { break scan }
                }
            }
        }
        let isWider = used > width
        let overflows = isWider || (isCut && !endedAtNewline)
        var column = x
        if overflows {
            if isWider { used -= units.removeLast().width }
            if truncation == .tail {
                while used > width - 1, let dropped = units.popLast() { used -= dropped.width }
            }
        }
        for unit in units {
            put(unit.character, width: unit.width, x: column, y: y, style: style)
            column += unit.width
        }
        guard overflows else { return }
        switch truncation {
        case .tail:
            put("…", width: 1, x: column, y: y, style: style)
        case .clip where isWider:
            // Part of a wide cluster: spaces, never part of a glyph.
            for blank in column..<(x + width) { put(" ", width: 1, x: blank, y: y, style: style) }
        case .clip: break
        }
    }

    /// Calls `body` with each character of row `y` and its style, left to right. Between two
    /// neighbouring clusters that would read as one (a lone regional indicator next to
    /// another, a Hangul jamo next to a syllable, a spacing mark after anything) it inserts a
    /// zero-width space, so the row measures as the cells it covers.
    private func forEachCharacter(inRow y: Int, _ body: (Character, TextStyle) -> Void) {
        var previous: Character?
        for x in 0..<size.width {
            let index = y * size.width + x
            guard case .cluster(let character, _) = glyphs[index] else { continue }
            if let previous, Self.wouldJoin(previous, character) { body("\u{200B}", styles[index]) }
            body(character, styles[index])
            previous = character
        }
    }

    /// Whether `left` followed by `right` segments as anything but `left` and `right`.
    private static func wouldJoin(_ left: Character, _ right: Character) -> Bool {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else {
            return false
        }
        if last.value < 0x300 && first.value < 0x300 { return false }
        guard ScalarClass(last).mayJoinNeighbors || ScalarClass(first).mayJoinNeighbors else { return false }
        var pair = String(left)
        pair.append(right)
        return pair.first != left || pair.count != 2
    }

    /// Writes one glyph of `width` cells, keeping clusters whole: if part of it falls outside
    /// the clip, its visible cells become spaces; any glyph it partly overwrites loses its
    /// other cells to spaces.
    private mutating func put(_ character: Character, width: Int, x: Int, y: Int, style: TextStyle) {
        guard y >= clipRect.minY && y < clipRect.maxY else { return }
        let first = max(x, clipRect.minX)
        let end = min(x + width, clipRect.maxX)
        guard first < end else { return }
        for column in first..<end { removeGlyph(covering: column, y: y) }
        let rowStart = y * size.width
        if first == x && end == x + width {
            glyphs[rowStart + x] = .cluster(character, width: width)
            styles[rowStart + x] = style
            for column in (x + 1)..<end {
                glyphs[rowStart + column] = .continuation
                styles[rowStart + column] = style
            }
        } else {
            for column in first..<end {
                glyphs[rowStart + column] = .blank
                styles[rowStart + column] = style
            }
        }
    }

    /// Blanks every cell of the glyph that covers column `x` of row `y`, unless it is a
    /// single cell (about to be overwritten).
    private mutating func removeGlyph(covering x: Int, y: Int) {
        let rowStart = y * size.width
        var head = x
        while head > 0, case .continuation = glyphs[rowStart + head] { head -= 1 }
        guard case .cluster(_, let width) = glyphs[rowStart + head], width > 1 || head != x else { return }
        for column in head..<min(head + width, size.width) { glyphs[rowStart + column] = .blank }
    }
}
