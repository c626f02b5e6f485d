import CellKit

/// A one-line note cell in a box-less card.
final class NoteCell: ReusableCell {
    var note: NoteCard?

    init() {}

    func prepareForReuse() {
        note = nil
    }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        guard let note else { return }
        canvas.drawText("“\(note.text)”", in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
    }

    static func registration() -> CellRegistration<NoteCell, NoteCard> {
        CellRegistration { cell, _, note in cell.note = note }
    }
}
