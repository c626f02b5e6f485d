/// The line style of a box drawn on a ``TextCanvas``, in Unicode box-drawing characters.
public enum BoxBorder: Sendable, Hashable {
    /// `┌─┐ │ └─┘`
    case light
    /// `╭─╮ │ ╰─╯`
    case rounded
    /// `┏━┓ ┃ ┗━┛`
    case heavy
    /// `╔═╗ ║ ╚═╝`
    case double

    /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    var pieces: (Character, Character, Character, Character, Character, Character) {
        switch self {
        case .light: ("┌", "┐", "└", "┘", "─", "│")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        }
    }
}
