import CellKit
import SectionKit
import Testing

@testable import ProductDetailCLI

@Suite struct FrameWriterTests {
    /// A page of two sections whose lines are given, stacked with a blank line between.
    private func page(_ first: [String], _ second: [String]) -> DetailPage {
        func section(_ id: String, y: Int, lines: [String]) -> DetailPage.Section {
            DetailPage.Section(
                id: id, type: "Text", header: lines[0], state: .loaded,
                frame: DetailPage.Frame(x: 0, y: y, width: 20, height: lines.count),
                viewport: SectionViewport(), lines: lines.map { StyledLine(text: $0) })
        }
        return DetailPage(
            width: 20,
            sections: [section("a", y: 0, lines: first), section("b", y: first.count + 1, lines: second)])
    }

    @Test func plainFramesAreTheLinesEndingAtTheLastText() {
        var writer = FrameWriter(mode: .plain, usesColor: false)
        let text = writer.frame(for: page(["A", "a1"], ["B", "", ""]))
        #expect(text == "A\na1\n\nB\n")
    }

    @Test func separatedFramesPutASeparatorBeforeEveryFrameButTheFirst() {
        var writer = FrameWriter(mode: .separated, usesColor: false)
        let first = writer.frame(for: page(["A"], ["B"]))
        let second = writer.frame(for: page(["A"], ["B2"]))
        #expect(first == "A\n\nB\n")
        #expect(second.hasPrefix("--- frame 2 "))
        #expect(second.hasSuffix("\nA\n\nB2\n"))
        #expect(!(first + second).contains("\u{1B}"))
    }

    private func screen(_ rows: [String]) -> [StyledLine] {
        rows.map { StyledLine(text: $0) }
    }

    @Test func inPlaceFramesClearOnceThenRewriteOnlyChangedRows() {
        var writer = FrameWriter(mode: .inPlace, usesColor: false)
        let first = writer.frame(screen: screen(["A", "a1", "", "B", "b1"]))
        #expect(first.hasPrefix("\u{1B}[H\u{1B}[2J"))
        let update = writer.frame(screen: screen(["A", "a1", "", "B", "b2"]))
        #expect(update == "\u{1B}[5;1H\u{1B}[2Kb2")
        #expect(!(first + update).contains("\n"), "a line feed could scroll the terminal")
        let unchanged = writer.frame(screen: screen(["A", "a1", "", "B", "b2"]))
        #expect(unchanged.isEmpty)
    }

    @Test func inPlaceErasesRowsAShorterFrameNoLongerHas() {
        var writer = FrameWriter(mode: .inPlace, usesColor: false)
        _ = writer.frame(screen: screen(["A", "a1", "a2", "", "B"]))
        let update = writer.frame(screen: screen(["A", "", "B"]))
        #expect(update.contains("\u{1B}[5;1H\u{1B}[2K"))
        #expect(!update.contains("a2"))
    }

    @Test func colorWritesTheStylesThePageCarriesAndOnlyThen() {
        var styled = page(["A", "a1"], ["B"])
        styled.sections[0].lines[0].runs = [StyleRun(start: 0, count: 1, style: .bold)]
        styled.sections[1].lines[0].runs = [
            StyleRun(start: 0, count: 1, style: TextStyle(isBold: true, isReverse: true))
        ]
        var colored = FrameWriter(mode: .plain, usesColor: true)
        let text = colored.frame(for: styled)
        #expect(text.contains("\u{1B}[0;1mA\u{1B}[0m"))
        #expect(text.contains("\u{1B}[0;1;7mB\u{1B}[0m"))
        var plain = FrameWriter(mode: .plain, usesColor: false)
        #expect(!plain.frame(for: styled).contains("\u{1B}"))
    }

    @Test func inPlaceClosesWithTheCursorUnderTheFrame() {
        var writer = FrameWriter(mode: .inPlace, usesColor: false)
        #expect(writer.closingText.isEmpty)
        _ = writer.frame(screen: screen(["A", "a1", "", "B"]))
        #expect(writer.closingText == "\u{1B}[4;1H\n")
    }

    @Test func forgettingThePreviousFrameRedrawsWhole() {
        var writer = FrameWriter(mode: .inPlace, usesColor: false)
        _ = writer.frame(screen: screen(["A", "", "B"]))
        writer.forgetPreviousFrame()
        #expect(writer.frame(screen: screen(["A", "", "B"])).hasPrefix("\u{1B}[H\u{1B}[2J"))
    }

    @Test func aScreenCutFromATallPageNeverAddressesARowBelowTheTerminal() {
        let tall = (0..<40).map { "row \($0)" }
        let live = LiveScreen(layout: .top, rows: 24, columns: 80, widthModel: .grapheme)
        var writer = FrameWriter(mode: .inPlace, usesColor: false)
        let first = writer.frame(screen: live.lines(of: screen(tall)))
        let update = writer.frame(screen: live.lines(of: screen(tall.map { $0 + "!" })))
        let rows = (first + update).matches(of: /\u{1B}\[(\d+);1H/).compactMap { Int($0.output.1) }
        #expect(rows.max() == 24)
        #expect(!(first + update).contains("\n"))
    }
}
