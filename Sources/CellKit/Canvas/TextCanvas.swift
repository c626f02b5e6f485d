/// A grid of terminal cells that cells and headers draw into.
///
/// Characters and styles are stored separately, so ``plainLines()`` and ``renderANSI()``
/// come from the same drawing. Widths are display columns: a wide character takes two
/// cells, and one cut by the clip rectangle becomes a space rather than half a glyph.
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
    /// Drawing outside this rectangle is discarded; the whole canvas by default. Always kept
    /// within the canvas.
    public var clipRect: Rect {
        didSet { clipRect = clipRect.intersection(bounds) }
    }
    private var glyphs: [Glyph]
    private var styles: [TextStyle]

    /// Creates a blank canvas of `size`.
    public init(size: Size) {
        precondition(size.width >= 0 && size.height >= 0, "canvas size must not be negative, got \(size)")
        self.size = size
        clipRect = Rect(origin: .zero, size: size)
        glyphs = Array(repeating: .character(" "), count: size.width * size.height)
        styles = Array(repeating: .plain, count: size.width * size.height)
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
    /// at a grapheme-cluster boundary and, with `.tail`, ends in `…`.
    /// - Complexity: O(*n*) in the text's length.
    public mutating func drawText(
        _ text: String, in rect: Rect, style: TextStyle = .plain, truncation: TextTruncation = .tail
    ) {
        guard !rect.isEmpty else { return }
        var row = rect.minY
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard row < rect.maxY else { break }
            drawLine(line, x: rect.minX, y: row, width: rect.width, style: style, truncation: truncation)
            row += 1
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
            for x in 0..<size.width {
                if case .character(let character) = glyphs[y * size.width + x] { line.append(character) }
            }
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
            for x in 0..<size.width {
                let index = y * size.width + x
                guard case .character(let character) = glyphs[index] else { continue }
                text.append(character)
                offset += 1
                if character != " " { lastVisible = offset }
                let style = styles[index]
                guard style != .plain else { continue }
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
            var line = ""
            var current = TextStyle.plain
            var pendingSpaces = ""
            for x in 0..<size.width {
                let index = y * size.width + x
                guard case .character(let character) = glyphs[index] else { continue }
                let style = styles[index]
                if character == " " && style == .plain {
                    pendingSpaces.append(" ")
                    continue
                }
                if !pendingSpaces.isEmpty {
                    if current != .plain {
                        line += TextStyle.plain.ansiTransition(from: current)
                        current = .plain
                    }
                    line += pendingSpaces
                    pendingSpaces = ""
                }
                if style != current {
                    line += style.ansiTransition(from: current)
                    current = style
                }
                line.append(character)
            }
            if current != .plain { line += TextStyle.ansiReset }
            return line
        }.joined(separator: "\n")
    }

    // MARK: Machinery

    private mutating func drawLine(
        _ line: Substring, x: Int, y: Int, width: Int, style: TextStyle, truncation: TextTruncation
    ) {
        let fits = line.displayWidth <= width
        let limit = fits || truncation == .clip ? width : width - 1
        var column = x
        for character in line {
            let characterWidth = character.displayWidth
            guard characterWidth > 0 else { continue }
            guard column + characterWidth <= x + limit else {
                if truncation == .clip && column < x + width {
                    put(" ", width: 1, x: column, y: y, style: style)  // half a wide glyph: a space
                }
                break
            }
            put(character, width: characterWidth, x: column, y: y, style: style)
            column += characterWidth
        }
        if !fits && truncation == .tail && width >= 1 {
            put("…", width: 1, x: column, y: y, style: style)
        }
    }

    /// Writes one glyph, keeping wide characters whole: a half outside the clip becomes a
    /// space, and a wide character partly overwritten loses its other half to a space.
    private mutating func put(_ character: Character, width: Int, x: Int, y: Int, style: TextStyle) {
        let leftVisible = clipRect.contains(Point(x: x, y: y))
        if width == 2 {
            let rightVisible = clipRect.contains(Point(x: x + 1, y: y))
            switch (leftVisible, rightVisible) {
            case (true, true):
                set(.character(character), x: x, y: y, style: style)
                set(.continuation, x: x + 1, y: y, style: style)
            case (true, false): set(.character(" "), x: x, y: y, style: style)
            case (false, true): set(.character(" "), x: x + 1, y: y, style: style)
            case (false, false): break
            }
        } else if leftVisible {
            set(.character(character), x: x, y: y, style: style)
        }
    }

    private mutating func set(_ glyph: Glyph, x: Int, y: Int, style: TextStyle) {
        let index = y * size.width + x
        if case .continuation = glyphs[index], x > 0 {
            glyphs[index - 1] = .character(" ")
        }
        if case .character(let old) = glyphs[index], old.displayWidth == 2, x + 1 < size.width {
            glyphs[index + 1] = .character(" ")
        }
        glyphs[index] = glyph
        styles[index] = style
    }
}
