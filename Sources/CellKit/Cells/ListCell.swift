/// A ready-made cell that shows a ``ListContentConfiguration``, for rows that need no class
/// of their own.
///
/// ```swift
/// let registration = CellRegistration<ListCell, String> { cell, _, name in
///     cell.contentConfiguration = ListContentConfiguration(text: name)
/// }
/// ```
public final class ListCell: ReusableCell {
    /// What the cell shows.
    public var contentConfiguration = ListContentConfiguration()

    /// Creates an empty list cell.
    public init() {}

    /// Clears the configuration.
    public func prepareForReuse() {
        contentConfiguration = ListContentConfiguration()
    }

    /// Draws the text on the first line and the secondary text on the second, truncated.
    public func draw(in rect: Rect, on canvas: inout TextCanvas) {
        let line = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        if let text = contentConfiguration.text {
            canvas.drawText(text, in: line, style: contentConfiguration.textStyle)
        }
        if let secondary = contentConfiguration.secondaryText, rect.height > 1 {
            canvas.drawText(
                secondary, in: line.offsetBy(dx: 0, dy: 1), style: contentConfiguration.secondaryTextStyle)
        }
    }

    /// As wide as the wider text, one line tall, two with secondary text.
    public func preferredSize(fitting proposal: Size) -> Size {
        let texts = [contentConfiguration.text, contentConfiguration.secondaryText].compactMap { $0 }
        let width = texts.map(\.displayWidth).max() ?? 0
        return Size(width: max(1, width), height: max(1, texts.count))
    }
}
