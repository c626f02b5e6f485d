import Foundation
import Testing

@testable import CellKit

@Suite struct StyledLineTests {
    @Test func runsCoverTheStyledCharactersInCharacterOffsets() {
        var canvas = TextCanvas(size: Size(width: 12, height: 1))
        canvas.drawText("¥3,980", in: Rect(x: 0, y: 0, width: 6, height: 1), style: .bold)
        canvas.drawText("日本", in: Rect(x: 7, y: 0, width: 4, height: 1), style: TextStyle(foreground: .red))
        let line = canvas.styledLines()[0]
        #expect(line.text == "¥3,980 日本")
        #expect(
            line.runs == [
                StyleRun(start: 0, count: 6, style: .bold),
                StyleRun(start: 7, count: 2, style: TextStyle(foreground: .red)),
            ])
        #expect(line.style(atCharacter: 8) == TextStyle(foreground: .red))
        #expect(line.style(atCharacter: 6) == .plain)
    }

    @Test func aClusterOfManyCellsIsOneCharacterInEveryModel() {
        for model in WidthModel.allCases {
            var canvas = TextCanvas(size: Size(width: 10, height: 1), widthModel: model)
            canvas.drawText("👩‍🍳x", in: canvas.bounds, style: .dim)
            let line = canvas.styledLines()[0]
            #expect(line.text == "👩‍🍳x")
            #expect(line.runs == [StyleRun(start: 0, count: 2, style: .dim)], "\(model)")
        }
    }

    @Test func trailingSpacesAndTheirRunsAreDropped() {
        var canvas = TextCanvas(size: Size(width: 8, height: 1))
        canvas.drawText("ab  ", in: canvas.bounds, style: TextStyle(isReverse: true))
        let line = canvas.styledLines()[0]
        #expect(line.text == "ab")
        #expect(line.runs == [StyleRun(start: 0, count: 2, style: TextStyle(isReverse: true))])
    }

    @Test func aSeparatorBetweenJoiningNeighboursCountsAsACharacter() {
        var canvas = TextCanvas(size: Size(width: 4, height: 1))
        canvas.drawText("🇯", in: Rect(x: 0, y: 0, width: 1, height: 1))
        canvas.drawText("🇵x", in: Rect(x: 1, y: 0, width: 3, height: 1), style: .bold)
        let line = canvas.styledLines()[0]
        #expect(Array(line.text) == ["🇯", "\u{200B}", "🇵", "x"])
        #expect(line.runs == [StyleRun(start: 1, count: 3, style: .bold)])
        #expect(line.style(atCharacter: 3) == .bold)
    }

    @Test func ansiTextMatchesTheCanvasRendering() {
        var canvas = TextCanvas(size: Size(width: 10, height: 1))
        canvas.drawText("a", in: Rect(x: 0, y: 0, width: 1, height: 1))
        canvas.drawText(
            "日本", in: Rect(x: 1, y: 0, width: 4, height: 1), style: TextStyle(isBold: true, foreground: .red))
        canvas.drawText("d", in: Rect(x: 5, y: 0, width: 1, height: 1), style: TextStyle(isReverse: true))
        #expect(canvas.styledLines()[0].ansiText == canvas.renderANSI())
        #expect(canvas.renderANSI() == "a\u{1B}[0;1;31m日本\u{1B}[0;7md\u{1B}[0m")
    }

    @Test func linesRoundTripThroughJSON() throws {
        let line = StyledLine(
            text: "Kettle ¥3,980",
            runs: [
                StyleRun(
                    start: 7, count: 6, style: TextStyle(isBold: true, isReverse: true, foreground: .gray))
            ])
        let data = try JSONEncoder().encode(line)
        #expect(try JSONDecoder().decode(StyledLine.self, from: data) == line)
        let json = String(
            decoding: try JSONEncoder().encode(TextStyle(isReverse: true, foreground: .gray)), as: UTF8.self)
        #expect(
            json.contains("\"reverse\":true") && json.contains("\"color\":\"gray\"") && !json.contains("bold")
        )
    }
}
