import CellKit
import ProductDetail
import Testing

@testable import ProductDetailCLI

@Suite struct KeyHelpTests {
    @Test(arguments: [WidthModel.grapheme, .codepoint, .codepointJoinedByZWJ])
    func theHelpFitsEveryWidthAndAlwaysSaysHowToQuit(model: WidthModel) {
        for userType in [UserType.normal, .premium] {
            for columns in 6...120 {
                let help = KeyHelp.text(for: userType, columns: columns, widthModel: model)
                #expect(DisplayWidth.of(help, model: model) <= columns, "\(columns) columns: \(help)")
                #expect(help.hasSuffix("q quit"), "\(columns) columns: \(help)")
            }
        }
    }

    @Test func theHelpShortensAsTheTerminalNarrows() {
        #expect(
            KeyHelp.text(for: .premium, columns: 80, widthModel: .grapheme)
                == "premium · ↑↓ section  ←→ scroll  ⏎ open  ⌫ back  p user  r reload  q quit")
        #expect(
            KeyHelp.text(for: .normal, columns: 40, widthModel: .grapheme)
                == "⏎ open  ⌫ back  p user  r reload  q quit")
        #expect(KeyHelp.text(for: .normal, columns: 20, widthModel: .grapheme) == "↑↓←→ ⏎ ⌫ p r q quit")
        #expect(
            KeyHelp.text(for: .normal, columns: 3, widthModel: .grapheme) == "q quit",
            "cut to `q q` when drawn")
    }
}
