/// What a note card shows, already formatted.
public struct NoteCard: Sendable, Hashable, Identifiable {
    /// The note's id.
    public var id: String
    /// The note's title.
    public var title: String
    /// Who wrote it.
    public var editor: String
    /// The publication day and how long ago it was, e.g. `2026-11-27 · 3 days ago`.
    public var dateText: String
    /// A one-paragraph summary.
    public var summary: String

    /// Creates a card from already formatted texts.
    public init(id: String, title: String, editor: String, dateText: String, summary: String) {
        self.id = id
        self.title = title
        self.editor = editor
        self.dateText = dateText
        self.summary = summary
    }
}
