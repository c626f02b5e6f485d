/// Whether the page is drawn in colour.
enum ColorDecision {
    /// Decides colour from `--color`, whether standard output is a terminal and `NO_COLOR`.
    ///
    /// `always` and `never` win outright. `auto` colours only a terminal, and only when
    /// `NO_COLOR` is unset or empty (an empty `NO_COLOR` does not disable colour, as
    /// no-color.org specifies).
    ///
    /// - Parameters:
    ///   - mode: The `--color` value.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - environment: Where `NO_COLOR` is read from.
    /// - Returns: `true` to emit colour escape codes.
    static func usesColor(
        mode: ColorMode, outputIsTerminal: Bool, environment: [String: String]
    ) -> Bool {
        switch mode {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && EnvironmentVariable.noColor.value(in: environment) == nil
        }
    }
}
