import CellKit

/// The summary's first row: the product's symbol and name in bold, truncated with `…`.
final class SummaryTitleCell: ReusableCell {
    /// The text shown.
    var text = ""

    /// Creates an empty cell.
    init() {}

    /// Forgets the text.
    func prepareForReuse() {
        text = ""
    }

    /// Draws the text in bold on the first line of `rect`.
    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        let line = text.singleLine(fitting: rect.width)
        canvas.drawText(
            line, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), style: .bold)
    }
}
