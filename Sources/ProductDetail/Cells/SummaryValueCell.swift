import CellKit

/// A summary row: a dim label in a fixed column, then the value, truncated with `…`.
final class SummaryValueCell: ReusableCell {
    /// Columns given to the label and the gap after it, whatever the label's length;
    /// pages narrower than 54 columns shrink it to a third of their width.
    static let labelWidth = 18

    /// The label, e.g. `価格 Price`.
    var label = ""
    /// The value, e.g. `¥12,800`.
    var value = ""

    /// Creates an empty cell.
    init() {}

    /// Forgets label and value.
    func prepareForReuse() {
        label = ""
        value = ""
    }

    /// Draws the label and the value on the first line of `rect`.
    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        let labelWidth = min(Self.labelWidth, rect.width / 3)
        // The label's share ends in a blank column, so a cut label never touches its value.
        canvas.drawText(
            label.singleLine(fitting: labelWidth),
            in: Rect(x: rect.minX, y: rect.minY, width: max(labelWidth - 1, 0), height: 1), style: .dim)
        let text = value.singleLine(fitting: rect.width)
        canvas.drawText(
            text, in: Rect(x: rect.minX + labelWidth, y: rect.minY, width: rect.width - labelWidth, height: 1)
        )
    }
}
