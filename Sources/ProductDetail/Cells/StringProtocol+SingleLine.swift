extension StringProtocol {
    /// The text as one line short enough to draw in `columns` columns: newlines become
    /// spaces, and past `columns + 1` characters the rest is cut and replaced by `…`, so
    /// drawing a 10 MB value costs what drawing a short one does.
    ///
    /// The canvas still truncates by display width; this only bounds the work.
    /// - Complexity: O(`columns`).
    func singleLine(fitting columns: Int) -> String {
        var line = ""
        var count = 0
        for character in self {
            guard count <= columns else { return line + "…" }
            line.append(character.isNewline ? " " : character)
            count += 1
        }
        return line
    }
}
