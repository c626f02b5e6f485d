import CellKit
import Foundation
import Testing

@testable import ProductDetail

/// The template-loaded cards: templates come from this module's bundle; every line stays
/// inside the box, truncated with `…` by display width.
@MainActor
@Suite struct CardCellTests {
    static let card = ProductCard(
        id: "p-1", name: "ハンドドリップ コーヒーセット「朝の一杯」☕️ 有田焼ドリッパー", brand: "Kissa Tokyo",
        priceText: "¥12,800", ratingText: "★4.7 (1,284)", stockText: "残り3点 Only 3 left", imageSymbol: "☕️")

    func draw(_ cell: some ReusableCell, size: Size) -> [String] {
        var canvas = TextCanvas(size: size)
        cell.draw(in: Rect(origin: .zero, size: size), on: &canvas)
        return canvas.plainLines()
    }

    /// The styles a card draws (a bold title, a yellow low-stock line) reach ANSI output; the
    /// escapes are shown as `⎋` so the golden file stays readable.
    @Test func productCardStylesMatchTheGoldenANSI() throws {
        let cell = ProductCardCell()
        cell.awake(from: try CellTemplate(named: "ProductCardCell", in: .module))
        var card = Self.card
        card.stockLevel = .low
        cell.card = card
        var canvas = TextCanvas(size: ProductCardCell.size)
        cell.draw(in: Rect(origin: .zero, size: ProductCardCell.size), on: &canvas)
        let ansi = canvas.styledLines().map(\.ansiText).joined(separator: "\n") + "\n"
        let visible = ansi.replacingOccurrences(of: "\u{1B}", with: "⎋")
        if let mismatch = golden.mismatch(visible, named: "product-card-low-stock.ansi.txt") {
            Issue.record("\(mismatch)")
        }
        #expect(canvas.styledLines()[1].style(atCharacter: 2) == .bold)
        #expect(canvas.styledLines()[4].style(atCharacter: 2) == TextStyle(foreground: .yellow))
    }

    @Test func templatesLoadFromTheModuleBundle() throws {
        for name in ["ProductCardCell", "NoteCardCell", "OfferCardCell"] {
            let template = try CellTemplate(named: name, in: .module)
            #expect(!template.fields.isEmpty, "\(name)")
        }
        #expect(
            try CellTemplate(named: "ProductCardCell", in: .module).fields == [
                "imageSymbol", "name", "brand", "price", "rating", "stock",
            ])
    }

    @Test func productCardIsBoxedAndTruncatesByDisplayWidth() throws {
        let cell = ProductCardCell()
        cell.awake(from: try CellTemplate(named: "ProductCardCell", in: .module))
        cell.card = Self.card
        let lines = draw(cell, size: ProductCardCell.size)
        #expect(lines.count == 6)
        #expect(lines.first == "╭" + String(repeating: "─", count: 26) + "╮")
        #expect(lines[1] == "│ ☕️ ハンドドリップ コー…  │")
        #expect(lines[3] == "│ ¥12,800  ★4.7 (1,284)    │")
        #expect(lines.allSatisfy { $0.displayWidth == 28 })
    }

    @Test func theSelectedCardIsDrawnHeavyAndMarkedWithItsContentInPlace() throws {
        let cell = ProductCardCell()
        cell.awake(from: try CellTemplate(named: "ProductCardCell", in: .module))
        cell.card = Self.card
        let rect = Rect(origin: .zero, size: ProductCardCell.size)
        var canvas = TextCanvas(size: ProductCardCell.size)
        cell.draw(in: rect, on: &canvas, isSelected: true)
        let lines = canvas.plainLines()
        #expect(lines.first == "▶" + String(repeating: "━", count: 26) + "┓", "the mark shows without color")
        #expect(lines[1] == "┃ ☕️ ハンドドリップ コー…  ┃")
        #expect(lines.last == "┗" + String(repeating: "━", count: 26) + "┛")
        #expect(lines.allSatisfy { $0.displayWidth == 28 })
        #expect(
            canvas.style(at: Point(x: 0, y: 0)).isReverse && canvas.style(at: Point(x: 27, y: 5)).isReverse)
        #expect(canvas.style(at: Point(x: 0, y: 0)).isBold)

        var unselected = TextCanvas(size: ProductCardCell.size)
        cell.draw(in: rect, on: &unselected, isSelected: false)
        #expect(unselected.plainLines() == draw(cell, size: ProductCardCell.size))
        #expect(unselected.plainLines().first?.hasPrefix("╭") == true)
        #expect(!unselected.style(at: Point(x: 0, y: 0)).isReverse)
    }

    @Test func aSelectedCardCutAtTheViewportsLeftEdgeKeepsItsMarkInView() throws {
        let cell = NoteCardCell()
        cell.awake(from: try CellTemplate(named: "NoteCardCell", in: .module))
        cell.card = NoteCard(
            id: "n", title: "朝のコーヒー", editor: "編集部", dateText: "2026-11-27", summary: "A slow morning.")
        var canvas = TextCanvas(size: NoteCardCell.size)
        canvas.clipRect = Rect(
            x: 4, y: 0, width: NoteCardCell.size.width - 4, height: NoteCardCell.size.height)
        cell.draw(in: Rect(origin: .zero, size: NoteCardCell.size), on: &canvas, isSelected: true)
        #expect(canvas.plainLines().first?.hasPrefix("    ▶━━") == true)
    }

    @Test func noteCardShowsTitleSummaryEditorAndDate() throws {
        let cell = NoteCardCell()
        cell.awake(from: try CellTemplate(named: "NoteCardCell", in: .module))
        cell.card = NoteCard(
            id: "n", title: "朝のコーヒー", editor: "編集部", dateText: "2026-11-27 · 3 days ago",
            summary: "A long summary that will not fit in one line of a card at all")
        let lines = draw(cell, size: NoteCardCell.size)
        #expect(lines[1].contains("朝のコーヒー"))
        #expect(lines[2].hasSuffix("… │"))
        #expect(lines[4].contains("2026-11-27 · 3 days ago"))
    }

    @Test func summaryValueKeepsABlankColumnAfterACutLabel() {
        let cell = SummaryValueCell()
        cell.label = SummaryRowType.delivery.label
        cell.value = "Free express"
        #expect(draw(cell, size: Size(width: 30, height: 1)) == ["配送 Del… Free express"])
        #expect(draw(cell, size: Size(width: 80, height: 1)) == ["配送 Delivery     Free express"])
    }

    @Test func cellForgetsItsCardOnReuse() {
        let cell = ProductCardCell()
        cell.card = Self.card
        cell.prepareForReuse()
        #expect(cell.card == nil)
    }
}
