extension StringProtocol {
    /// The number of terminal columns the text takes; see ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.of(self) }
}
