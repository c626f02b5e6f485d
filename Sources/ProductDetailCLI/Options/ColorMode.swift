/// When to use colour, as given to `--color`.
enum ColorMode: String, CaseIterable, Sendable {
    /// Colour only when standard output is a terminal and `NO_COLOR` is unset or empty.
    case auto
    /// Always colour, even into a pipe or a file.
    case always
    /// Never colour.
    case never
}
