extension StyledLine {
    /// The line with ANSI SGR escapes around its styled spans, ending in a reset when it
    /// used a style.
    ///
    /// - Complexity: O(*n*) in the line's length plus its runs.
    public var ansiText: String {
        guard !runs.isEmpty else { return text }
        var writer = ANSILineWriter()
        var runIndex = 0
        for (offset, character) in text.enumerated() {
            while runIndex < runs.count && runs[runIndex].characters.upperBound <= offset { runIndex += 1 }
            let style =
                runIndex < runs.count && runs[runIndex].characters.contains(offset)
                ? runs[runIndex].style : .plain
            writer.append(character, style: style)
        }
        return writer.finished()
    }
}
