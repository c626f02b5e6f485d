extension StringProtocol {
    /// The number of terminal columns the text takes in the grapheme model; see
    /// ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// The number of terminal columns the text takes under `model`; see ``DisplayWidth``.
    public func displayWidth(in model: WidthModel) -> Int { DisplayWidth.of(self, model: model) }
}
