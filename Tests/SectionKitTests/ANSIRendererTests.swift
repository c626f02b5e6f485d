import SectionKit
import Testing

@MainActor
@Suite struct ANSIRendererTests {
    @Test func changedRowRangesMergeAdjacentLinesAndCountMissingOnes() {
        let renderer = ANSIRenderer()
        #expect(renderer.changedRowRanges(from: ["a", "b", "c"], to: ["a", "b", "c"]).isEmpty)
        #expect(renderer.changedRowRanges(from: ["a", "b", "c", "d"], to: ["a", "B", "C", "d"]) == [1..<3])
        #expect(renderer.changedRowRanges(from: ["a", "b"], to: ["x", "b", "c", "d"]) == [0..<1, 2..<4])
        #expect(renderer.changedRowRanges(from: ["a", "b", "c"], to: ["a"]) == [1..<3])
    }

    @Test func firstFrameClearsTheScreenAndWritesEveryLine() {
        let page = SamplePage(width: 40).composer.page()
        let output = ANSIRenderer().render(page, after: nil)
        #expect(output.hasPrefix("\u{1B}[H\u{1B}[2J"))
        let textRows = page.rows().indices.filter { !page.rows()[$0].text.isEmpty }
        #expect(rowsWritten(by: output) == textRows)
        #expect(!output.contains("\n"), "a line feed could scroll the terminal")
    }

    @Test func unchangedPageWritesNothing() {
        let sample = SamplePage(width: 40)
        let page = sample.composer.page()
        #expect(ANSIRenderer().render(sample.composer.page(), after: page).isEmpty)
    }

    @Test func oneSectionChangeTouchesNoOtherSectionsLines() throws {
        let sample = SamplePage(width: 40, user: .premium)
        let before = sample.composer.page()
        var cards = SamplePage.productCards
        cards[1].price = "¥7,700"
        sample.products.data.accept(cards)
        sample.scheduler.advance(by: 1)
        let after = sample.composer.page()

        let output = ANSIRenderer().render(after, after: before)
        let rows = rowsWritten(by: output)
        let products = try #require(after.section("products")).frame.lines
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy(products.contains), "rows \(rows) outside products \(products)")
        #expect(output.contains("¥7,700"))
        #expect(output.utf8.count < ANSIRenderer().render(after, after: nil).utf8.count / 4)
    }

    @Test func changedLinesAreErasedBeforeTheyAreWritten() {
        let sample = SamplePage(width: 40, user: .guest)
        let before = sample.composer.page()
        sample.notes.state = .failed(message: "offline")
        let output = ANSIRenderer(usesColor: false).render(sample.composer.page(), after: before)
        // The header loses its position hint: a failed section shows no items.
        #expect(output == "\u{1B}[5;1H\u{1B}[2KRecent notes\u{1B}[6;1H\u{1B}[2K⚠ offline")
    }

    @Test func stylesTheCellsDrewReachTheTerminalOnlyWithColor() {
        let sample = SamplePage(width: 40, user: .guest)
        let before = sample.composer.page()
        sample.notes.state = .failed(message: "offline")
        let output = ANSIRenderer(usesColor: true).render(sample.composer.page(), after: before)
        // The header is drawn bold by the section; the renderer only writes what the page holds.
        #expect(output == "\u{1B}[5;1H\u{1B}[2K\u{1B}[0;1mRecent notes\u{1B}[0m\u{1B}[6;1H\u{1B}[2K⚠ offline")
    }

    @Test func linesAPageNoLongerHasAreErased() {
        let sample = SamplePage(width: 40, user: .guest)
        let before = sample.composer.page()
        sample.composer.setSections([.products])
        let output = ANSIRenderer().render(sample.composer.page(), after: before)
        #expect(rowsWritten(by: output) == [3, 4, 5])
        #expect(output == "\u{1B}[4;1H\u{1B}[2K\u{1B}[5;1H\u{1B}[2K\u{1B}[6;1H\u{1B}[2K")
    }

    /// The row numbers (0-based) an output addresses with `ESC[row;1H`, in order.
    private func rowsWritten(by output: String) -> [Int] {
        var rows: [Int] = []
        var rest = Substring(output)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(";1H"), let row = Int(digits) {
                rows.append(row - 1)
            }
        }
        return rows
    }
}
