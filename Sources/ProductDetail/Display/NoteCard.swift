/// What a note card shows, already formatted.
struct NoteCard: Sendable, Hashable, Identifiable {
    /// The note's id.
    var id: String
    /// The note's title.
    var title: String
    /// Who wrote it.
    var editor: String
    /// The publication day and how long ago it was, e.g. `2026-11-27 · 3 days ago`.
    var dateText: String
    /// A one-paragraph summary.
    var summary: String
}
