extension StringProtocol {
    /// The text made safe to write to a terminal: controls escaped as `\u{1B}`, over-long
    /// grapheme clusters cut; see ``TerminalSafeText``.
    public var terminalSafe: String { TerminalSafeText.escaping(self) }
}
