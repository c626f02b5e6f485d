import CellKit

extension StyledLine {
    /// The line cut to its first `columns` display columns, measured in `model`, its styles
    /// kept where its characters are. A character that would straddle the edge (a wide one
    /// in the last column) is left out whole, never split.
    ///
    /// ```swift
    /// StyledLine(text: "価格 Price").clipped(toColumns: 5, in: .grapheme).text   // "価格 "
    /// ```
    ///
    /// - Complexity: O(*n*) in the line's characters.
    func clipped(toColumns columns: Int, in model: WidthModel) -> StyledLine {
        var used = 0
        var kept = 0
        var end = text.startIndex
        for index in text.indices {
            let width = text[index].displayWidth(in: model)
            guard used + width <= columns else { break }
            used += width
            kept += 1
            end = text.index(after: index)
        }
        guard end < text.endIndex else { return self }
        let runs = self.runs.compactMap { run -> StyleRun? in
            let count = min(run.start + run.count, kept) - run.start
            return count >= 1 ? StyleRun(start: run.start, count: count, style: run.style) : nil
        }
        return StyledLine(text: String(text[..<end]), runs: runs)
    }
}
