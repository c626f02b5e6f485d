/// An item with an identity and a content revision, as the diff sees a product or a note.
struct TestItem: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    var revision: Int

    init(_ id: Int, revision: Int = 0) {
        self.id = id
        self.revision = revision
    }

    var description: String {
        revision == 0 ? "\(id)" : "\(id)r\(revision)"
    }
}
