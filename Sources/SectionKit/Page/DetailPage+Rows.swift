import CellKit

extension DetailPage {
    /// The page's rows, top to bottom, as many as the page is tall: every section's styled
    /// lines at its frame, blank rows between sections.
    ///
    /// A section line that already fits its frame (as the lines a ``StackComposer`` draws do)
    /// is taken as it is; a line that is too wide or holds a line break is redrawn through a
    /// `TextCanvas` of the frame's width, so it is clipped at a character boundary rather than
    /// overflowing (its styles are kept where its characters are).
    ///
    /// - Complexity: O(*w* × *h*) in the page's width and height.
    public func rows() -> [StyledLine] {
        var rows = [StyledLine](repeating: StyledLine(text: ""), count: height)
        for section in sections {
            for (row, line) in zip(section.frame.lines, section.lines) where row >= 0 && row < rows.count {
                rows[row] = fits(line, in: section.frame) ? line : clipped(line, to: section.frame)
            }
        }
        return rows
    }

    /// Whether `line` can stand for itself at `frame`: one line from column 0, no wider than
    /// the frame, no trailing space.
    private func fits(_ line: StyledLine, in frame: Frame) -> Bool {
        frame.x == 0 && line.text.last != " " && !line.text.contains(where: \.isNewline)
            && line.text.displayWidth(in: widthModel) <= frame.width
    }

    private func clipped(_ line: StyledLine, to frame: Frame) -> StyledLine {
        var canvas = TextCanvas(size: Size(width: frame.x + frame.width, height: 1), widthModel: widthModel)
        var column = 0
        for (offset, character) in line.text.prefix(while: { !$0.isNewline }).enumerated() {
            guard column < frame.width else { break }
            canvas.drawText(
                String(character),
                in: Rect(x: frame.x + column, y: 0, width: frame.width - column, height: 1),
                style: line.style(atCharacter: offset), truncation: .clip)
            column += character.displayWidth(in: widthModel)
        }
        return canvas.styledLines()[0]
    }
}
