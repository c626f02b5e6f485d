extension Character {
    /// The number of terminal columns this grapheme cluster takes in the grapheme model: 0,
    /// 1 or 2.
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// The number of terminal columns this grapheme cluster takes under `model`.
    public func displayWidth(in model: WidthModel) -> Int { DisplayWidth.of(self, model: model) }
}
