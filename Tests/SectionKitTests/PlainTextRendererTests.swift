import CellKit
import SectionKit
import TestSupport
import Testing

@MainActor
@Suite struct PlainTextRendererTests {
    @Test(arguments: [40, 80])
    func composedPageMatchesItsGoldenText(width: Int) {
        let page = SamplePage(width: width, user: .premium)
        page.notes.state = .failed(message: "Couldn't load notes")
        let text = PlainTextRenderer().render(page.composer.page())
        let mismatch = golden.mismatch(text, named: "premium-page-\(width).txt")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func scrolledGuestPageMatchesItsGoldenText() {
        let page = SamplePage(width: 40, user: .guest)
        page.products.scrollToItem(at: 2)
        page.notes.data.accept([])
        page.scheduler.advance(by: 1)
        let text = PlainTextRenderer().render(page.composer.page())
        let mismatch = golden.mismatch(text, named: "guest-page-scrolled-40.txt")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func renderingIsDeterministicByteForByte() {
        let first = PlainTextRenderer().render(SamplePage(width: 80).composer.page())
        let second = PlainTextRenderer().render(SamplePage(width: 80).composer.page())
        #expect(Array(first.utf8) == Array(second.utf8))
    }

    @Test(arguments: [40, 80, 120])
    func everyLineFitsTheWidthWithJapaneseAndEmoji(width: Int) {
        let page = SamplePage(width: width, user: .premium)
        page.products.header = "関連商品 — おすすめの組み合わせ 🛍️ とても長い見出しがここに続きます 🎉🎉🎉"
        page.notes.data.accept([
            NoteCard(id: "x", text: String(repeating: "とても良い 👍🏽 ", count: 20)),
            NoteCard(id: "y", text: String(repeating: "🇯🇵", count: 80)),
        ])
        page.scheduler.advance(by: 1)
        for offset in [0, 2, 5] {
            page.products.scrollToItem(at: offset)
            let lines = PlainTextRenderer().lines(of: page.composer.page())
            #expect(lines.count == page.composer.page().height)
            for (row, line) in lines.enumerated() {
                #expect(line.displayWidth <= width, "line \(row) is \(line.displayWidth) columns: \(line)")
            }
        }
    }

    @Test func goldenDiffNamesTheDifferingLines() {
        let diff = GoldenFiles.lineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n")
        #expect(diff == "2 - |b|\n2 + |B|")
    }

    @Test func linesTooWideForTheirFrameAreClippedToThePageWidth() {
        let section = DetailPage.Section(
            id: "a", type: "T", header: "h", state: .loaded,
            frame: DetailPage.Frame(x: 0, y: 0, width: 6, height: 3),
            viewport: SectionViewport(), lines: ["short", "日本語のテキスト", "trailing   "])
        let lines = PlainTextRenderer().lines(of: DetailPage(width: 6, sections: [section]))
        #expect(lines == ["short", "日本語", "traili"])
    }
}
