/// What one canvas cell shows: a character, or the right half of the wide character to its left.
enum Glyph: Sendable, Equatable {
    case character(Character)
    case continuation
}
