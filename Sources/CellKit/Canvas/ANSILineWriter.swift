/// Writes one line of styled characters as ANSI text: an SGR escape wherever the style
/// changes, and a reset at the end when a style is still on. What ``StyledLine/ansiText`` and
/// ``TextCanvas/renderANSI()`` both write.
struct ANSILineWriter {
    private var output = ""
    private var current = TextStyle.plain

    /// Appends `character` drawn in `style`.
    mutating func append(_ character: Character, style: TextStyle) {
        if style != current {
            output += style.ansiTransition(from: current)
            current = style
        }
        output.append(character)
    }

    /// The line written so far, ending in a reset when it ends in a style.
    func finished() -> String {
        current == .plain ? output : output + TextStyle.ansiReset
    }
}
