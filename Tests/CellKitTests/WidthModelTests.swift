import Testing

@testable import CellKit

@Suite(.timeLimit(.minutes(3))) struct WidthModelTests {
    /// Text, then its width in the grapheme, codepoint and codepoint-joined-by-ZWJ models.
    static let examples: [(String, [Int])] = [
        ("Kettle", [6, 6, 6]),
        ("日本語", [6, 6, 6]),
        ("e\u{301}", [1, 1, 1]),
        ("\u{2699}\u{FE0F}", [2, 1, 1]),  // ⚙️
        ("\u{2696}\u{FE0F}", [2, 1, 1]),  // ⚖️
        ("\u{1F58B}\u{FE0F}", [2, 1, 1]),  // 🖋️
        ("\u{26E9}\u{FE0F}", [2, 1, 1]),  // ⛩️
        ("\u{270F}\u{FE0F}", [2, 1, 1]),  // ✏️
        ("👍🏽", [2, 4, 4]),
        ("✌🏻", [2, 3, 3]),
        ("👩‍🍳", [2, 4, 2]),
        ("👨‍👩‍👧‍👦", [2, 8, 2]),
        ("🧑🏽‍🤝‍🧑🏼", [2, 10, 6]),
        ("🏳️‍🌈", [2, 3, 1]),
        ("🇯🇵", [2, 2, 2]),
        ("1\u{FE0F}\u{20E3}", [2, 1, 1]),  // keycap one
        ("#\u{FE0F}\u{20E3}", [2, 1, 1]),
        ("\u{231A}\u{FE0E}", [1, 2, 2]),  // ⌚︎ text presentation
        ("\u{2764}\u{FE0F}", [2, 1, 1]),
        ("\u{2764}", [1, 1, 1]),
        ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", [2, 2, 2]),  // Scotland: black flag and tags
        ("\u{1100}\u{1161}\u{11A8}", [2, 2, 2]),
        ("a\u{FE0F}", [1, 1, 1]),  // not an emoji base: the selector changes nothing
    ]

    @Test(arguments: examples)
    func modelsMeasureEmojiSequencesAsTheirTerminalsDraw(_ text: String, _ widths: [Int]) {
        #expect(WidthModel.allCases.map { text.displayWidth(in: $0) } == widths, "\(text)")
        #expect(text.displayWidth == widths[0])
    }

    @Test func stringWidthIsTheSumOfItsClustersInEveryModel() {
        let text = "⚙️ 👩‍🍳 🇯🇵 日本 1️⃣ 👍🏽"
        for model in WidthModel.allCases {
            #expect(
                DisplayWidth.of(text, model: model) == text.map { $0.displayWidth(in: model) }.reduce(0, +))
        }
        #expect(DisplayWidth.of(text, model: .grapheme) == 19)
        #expect(DisplayWidth.of(text, model: .codepoint) == 21)
    }

    @Test func modelsRoundTripThroughTheirNames() {
        #expect(WidthModel(rawValue: "codepoint") == .codepoint)
        #expect(WidthModel.allCases.count == 3)
    }
}

extension WidthModelTests {
    @Test(arguments: WidthModel.allCases)
    func probeAdvancesIdentifyEachModel(_ model: WidthModel) {
        let advances = WidthModel.probes.map { $0.displayWidth(in: model) }
        #expect(WidthModel(probeAdvances: advances) == model)
    }

    @Test func probeAdvancesOfTmux33AndUnknownTerminals() {
        #expect(WidthModel(probeAdvances: [1, 2]) == .codepointJoinedByZWJ)  // measured in tmux 3.3a
        #expect(WidthModel(probeAdvances: [2, 2]) == .grapheme)
        #expect(WidthModel(probeAdvances: [1, 4]) == .codepoint)
        #expect(WidthModel(probeAdvances: [2, 4]) == nil)
        #expect(WidthModel(probeAdvances: []) == nil)
    }
}
