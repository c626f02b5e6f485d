/// A piece of a template line.
enum TemplateSegment: Sendable, Hashable {
    case literal(String)
    case field(String)
}
