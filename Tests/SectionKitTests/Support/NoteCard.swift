/// What a note cell shows.
struct NoteCard: Identifiable, Equatable, Sendable {
    let id: String
    var text: String
}
