extension WidthModel {
    /// Texts whose cursor advances tell the models apart, to measure on a terminal that does
    /// not answer DEC mode 2027: ⚙️ (U+2699 U+FE0F) advances 2 with ``grapheme`` and 1 with
    /// the codepoint models; 👩‍🍳 (woman, ZWJ, cooking) advances 4 with ``codepoint`` and 2
    /// with ``codepointJoinedByZWJ``.
    ///
    /// Print each probe at a known column, ask for the cursor position (`ESC[6n`), and pass the
    /// advances to ``init(probeAdvances:)``.
    public static let probes = ["\u{2699}\u{FE0F}", "\u{1F469}\u{200D}\u{1F373}"]

    /// The model that advances over ``probes`` by `probeAdvances` columns, in order; `nil`
    /// when no model does (then keep the default, ``grapheme``, or ask the user).
    public init?(probeAdvances: [Int]) {
        guard
            let model = Self.allCases.first(where: { model in
                Self.probes.map { DisplayWidth.of($0, model: model) } == probeAdvances
            })
        else { return nil }
        self = model
    }
}
