import CellKit

/// How every card cell draws: a box (rounded, or heavy for the selected card), and inside it
/// the template's lines, one per row, each truncated with `…` at the box's inner edge (by
/// display width). The first line is bold.
enum CardDrawing {
    /// Columns between the border and the text on each side.
    static let padding = 1

    static func draw<Card: TemplateCard>(
        _ template: CellTemplate?, card: Card, border: BoxBorder = .rounded, in rect: Rect,
        on canvas: inout TextCanvas
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        canvas.drawBox(rect, border: border)
        guard let template else { return }
        let inner = rect.width - 2 - 2 * padding
        guard inner > 0 else { return }
        for (row, line) in template.render(card.templateValues).enumerated() where row < rect.height - 2 {
            // A stray newline in data must not spill out of the box.
            let text = line.singleLine(fitting: inner)
            canvas.drawText(
                text, in: Rect(x: rect.minX + 1 + padding, y: rect.minY + 1 + row, width: inner, height: 1),
                style: card.style(ofLine: row))
        }
    }
}
