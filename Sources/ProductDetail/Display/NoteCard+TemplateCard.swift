import CellKit

extension NoteCard: TemplateCard {
    /// `NoteCardCell.template`.
    static var templateName: String { "NoteCardCell" }
    /// 36 columns by 6 rows.
    static var cardSize: Size { Size(width: 36, height: 6) }
    /// Title, editor, date and summary.
    var templateValues: [String: String] {
        ["title": title, "editor": editor, "date": dateText, "summary": summary]
    }
}
