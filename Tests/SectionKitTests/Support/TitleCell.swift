import CellKit

/// A one-line bold title row.
final class TitleCell: ReusableCell {
    var title = ""

    init() {}

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawText(
            "■ \(title)", in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), style: .bold)
    }
}
