import CellKit
import Testing

@testable import ProductDetailCLI

@Suite struct LiveScreenTests {
    /// A page of `count` rows reading "row 0", "row 1", …
    private func rows(_ count: Int) -> [StyledLine] {
        (0..<count).map { StyledLine(text: "row \($0)") }
    }

    @Test func watchShowsAPageThatFitsWholeWithoutAMark() {
        let screen = LiveScreen(layout: .top, rows: 24, columns: 80, widthModel: .grapheme)
        #expect(screen.lines(of: rows(24)).map(\.text) == rows(24).map(\.text))
    }

    @Test func watchShowsTheTopOfATallPageAndHowMuchIsBelow() {
        let screen = LiveScreen(layout: .top, rows: 24, columns: 80, widthModel: .grapheme)
        let lines = screen.lines(of: rows(33))
        #expect(lines.count == 24)
        #expect(lines.prefix(23).map(\.text) == rows(23).map(\.text))
        #expect(lines.last?.text == "▼ 10 more lines below")
        #expect(lines.last?.runs == [StyleRun(start: 0, count: 21, style: .dim)])
        let one = LiveScreen(layout: .top, rows: 5, columns: 80, widthModel: .grapheme).lines(of: rows(5 + 1))
        #expect(one.last?.text == "▼ 2 more lines below")
    }

    @Test func interactivePutsTheMarkLineAndHelpUnderAShortPage() {
        let screen = LiveScreen(layout: .scrolling, rows: 24, columns: 80, widthModel: .grapheme)
        let lines = screen.lines(of: rows(10), help: "q quit")
        #expect(lines.map(\.text) == rows(10).map(\.text) + ["", "q quit"])
    }

    @Test func interactiveNeverDrawsMoreRowsThanTheTerminalHas() {
        for height in [1, 2, 3, 4, 15, 24] {
            var screen = LiveScreen(layout: .scrolling, rows: height, columns: 40, widthModel: .grapheme)
            for offset in [0, 5, 100] {
                screen.offset = offset
                screen.clamp(pageHeight: 33)
                #expect(screen.lines(of: rows(33), help: "help").count <= height)
            }
            #expect(
                LiveScreen(layout: .top, rows: height, columns: 40, widthModel: .grapheme)
                    .lines(of: rows(33)).count == height)
        }
    }

    @Test func interactiveMarkSaysWhatIsAboveAndBelow() {
        var screen = LiveScreen(layout: .scrolling, rows: 12, columns: 80, widthModel: .grapheme)
        screen.offset = 5
        screen.clamp(pageHeight: 30)
        let lines = screen.lines(of: rows(30), help: "help")
        #expect(lines.first?.text == "row 5")
        #expect(lines[10].text == "▲ 5 above · ▼ 15 below · PgUp PgDn Home End")
        #expect(lines[11].text == "help")
    }

    @Test func theMarkNamesTheFocusedSectionWhileItsHeaderIsOffScreen() {
        var screen = LiveScreen(layout: .scrolling, rows: 12, columns: 80, widthModel: .grapheme)
        screen.focus = LiveScreen.Focus(name: "Related products", headerRow: 3)
        screen.offset = 5
        screen.clamp(pageHeight: 30)
        let mark = screen.lines(of: rows(30), help: "help")[10]
        #expect(mark.text == "▸ Related products ▲ 5 above · ▼ 15 below · PgUp PgDn Home End")
        #expect(mark.runs.first == StyleRun(start: 0, count: 18, style: .bold))
        screen.offset = 2
        #expect(
            screen.lines(of: rows(30), help: "help")[10].text == "▲ 2 above · ▼ 18 below · PgUp PgDn Home End"
        )
        screen.focus = LiveScreen.Focus(name: "Recent notes", headerRow: 25)
        #expect(screen.lines(of: rows(30), help: "help")[10].text.hasPrefix("▸ Recent notes ▲ 2 above"))
    }

    @Test func revealScrollsAsLittleAsPossible() {
        var screen = LiveScreen(layout: .scrolling, rows: 24, columns: 80, widthModel: .grapheme)
        screen.reveal(30..<38, pageHeight: 40)
        #expect(screen.offset == 16, "the section's last row ends the 22-row window")
        screen.reveal(20..<25, pageHeight: 40)
        #expect(screen.offset == 16, "already in view: no scroll")
        screen.reveal(2..<9, pageHeight: 40)
        #expect(screen.offset == 2)
        screen.reveal(5..<35, pageHeight: 40)
        #expect(screen.offset == 5, "a section taller than the screen shows its header")
    }

    @Test func pagingStopsAtTheTopAndTheBottom() {
        var screen = LiveScreen(layout: .scrolling, rows: 12, columns: 80, widthModel: .grapheme)
        screen.scroll(pages: 1, pageHeight: 30)
        #expect(screen.offset == 10)
        screen.scroll(pages: 1, pageHeight: 30)
        #expect(screen.offset == 20)
        screen.scroll(pages: 1, pageHeight: 30)
        #expect(screen.offset == 20)
        #expect(screen.visibleRows(pageHeight: 30) == 20..<30)
        screen.scroll(pages: -5, pageHeight: 30)
        #expect(screen.offset == 0)
        screen.scroll(pages: .max, pageHeight: 30)
        #expect(screen.offset == 20)
    }

    @Test func linesAreCutToTheColumnsInTheRunsWidthModel() {
        let page = [StyledLine(text: "│ ⚙️ ミル │ tail")]
        let grapheme = LiveScreen(layout: .top, rows: 5, columns: 9, widthModel: .grapheme).lines(of: page)
        let codepoint = LiveScreen(layout: .top, rows: 5, columns: 9, widthModel: .codepoint).lines(of: page)
        #expect(grapheme.map(\.text) == ["│ ⚙️ ミル"])
        #expect(codepoint.map(\.text) == ["│ ⚙️ ミル "])
        #expect(DisplayWidth.of(grapheme[0].text, model: .grapheme) <= 9)
        #expect(DisplayWidth.of(codepoint[0].text, model: .codepoint) <= 9)
    }

    @Test func aResizeChangesWhatFits() {
        var screen = LiveScreen(layout: .scrolling, rows: 40, columns: 100, widthModel: .grapheme)
        #expect(screen.bodyRows(pageHeight: 30) == 38)
        screen.resize(rows: 15, columns: 40)
        #expect(screen.bodyRows(pageHeight: 30) == 13)
        #expect(screen.maximumOffset(pageHeight: 30) == 17)
    }

    @Test func bodyOfAScreenIsItsPageRows() {
        var screen = LiveScreen(layout: .scrolling, rows: 8, columns: 80, widthModel: .grapheme)
        screen.offset = 3
        let lines = screen.lines(of: rows(20), help: "help")
        #expect(screen.body(of: lines, pageHeight: 20).map(\.text) == (3..<9).map { "row \($0)" })
    }

    @Test func aStatusMessageTakesTheLastRowOrTheMarkLineNeverARowMore() {
        var watch = LiveScreen(layout: .top, rows: 24, columns: 80, widthModel: .grapheme)
        watch.status = "products.json:3:5: malformed JSON"
        let short = watch.lines(of: rows(10))
        #expect(short.count == 11)
        #expect(short.last?.text == "products.json:3:5: malformed JSON")
        #expect(short.last?.runs.first?.style == TextStyle(isBold: true, foreground: .yellow))
        let tall = watch.lines(of: rows(40))
        #expect(tall.count == 24)
        #expect(tall[22].text == "row 22")
        #expect(tall.last?.text == "products.json:3:5: malformed JSON", "instead of the more-below mark")
        let full = watch.lines(of: rows(24))
        #expect(full.count == 24 && full.last?.text.hasPrefix("products.json") == true)

        for height in [1, 2, 3, 12] {
            var interactive = LiveScreen(layout: .scrolling, rows: height, columns: 80, widthModel: .grapheme)
            interactive.status = "gone"
            let lines = interactive.lines(of: rows(30), help: "help")
            #expect(lines.count == height)
            #expect(lines.contains { $0.text == "gone" })
            #expect(lines.last?.text == (height >= 4 ? "help" : "gone"))
        }
    }
}
