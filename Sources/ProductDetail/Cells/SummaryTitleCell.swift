import CellKit

/// The summary's first row: the product's symbol and name in bold, truncated with `…`.
public final class SummaryTitleCell: ReusableCell {
    /// The text shown.
    public var text = ""

    /// Creates an empty cell.
    public init() {}

    /// Forgets the text.
    public func prepareForReuse() {
        text = ""
    }

    /// Draws the text in bold on the first line of `rect`.
    public func draw(in rect: Rect, on canvas: inout TextCanvas) {
        let line = text.singleLine(fitting: rect.width)
        canvas.drawText(
            line, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), style: .bold)
    }
}
