extension Character {
    /// The number of terminal columns this grapheme cluster takes: 0, 1 or 2.
    public var displayWidth: Int { DisplayWidth.of(self) }
}
