import CellKit

/// A cell that shows a text, counts its resets, and prefers its text's width (+2 for a border).
final class LabelCell: ReusableCell {
    var text = ""
    var configureCount = 0
    private(set) var prepareForReuseCount = 0
    private(set) var measureCount = 0

    func prepareForReuse() {
        prepareForReuseCount += 1
        text = ""
    }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawBox(rect)
        canvas.drawText(text, in: rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
    }

    func preferredSize(fitting proposal: Size) -> Size {
        measureCount += 1
        return Size(width: text.displayWidth + 2, height: proposal.height)
    }
}

/// A cell that claims `LabelCell`'s reuse identifier, to provoke a type mismatch.
final class ImpostorCell: ReusableCell {
    static var reuseIdentifier: ReuseIdentifier { ReuseIdentifier(LabelCell.self) }
}

/// A cell that is never registered.
final class UnregisteredCell: ReusableCell {}

/// A row whose height is the number of lines in its text.
final class RowCell: ReusableCell {
    var text = ""

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        canvas.drawText(text, in: rect)
    }

    func preferredSize(fitting proposal: Size) -> Size {
        Size(width: proposal.width, height: text.split(separator: "\n").count)
    }
}
