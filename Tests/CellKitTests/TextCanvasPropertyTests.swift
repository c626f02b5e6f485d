import Relay
import TestSupport
import Testing

@testable import CellKit

/// TextCanvas invariants over random text and widths from a seeded generator, in every model:
/// every line fits, box borders line up, no cluster is split, no control reaches the output.
@Suite struct TextCanvasPropertyTests {
    /// Pieces random text is made of: the troublesome as often as the plain.
    static let pieces: [String] = [
        "kettle", "A", " ", "¥3,980", "日本", "語", "ｶﾀｶﾅ", "한국어", "\u{1100}", "\u{1161}", "\u{11A8}", "가",
        "e\u{301}", "\u{301}", "\u{20DD}", "\u{093F}", "क्", "ष", "\u{0600}", "1", "\u{200B}", "\u{200D}",
        "\u{FE0F}", "\u{FE0E}", "😀", "⚙️", "⚙", "👍🏽", "🏽", "👩‍🍳", "👨‍👩‍👧‍👦", "🇯", "🇵", "🇯🇵", "1️⃣", "⌚︎",
        "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "\u{1B}[2J", "\u{1B}", "\u{7}", "\u{0}", "\u{7F}", "\u{9B}", "\u{85}", "\t", "\n",
        "\r\n", "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}", "\u{2028}", "\u{3248}", "\u{4DC0}",
        "\u{1F6D8}",
        "\u{E0061}", "\u{AD}", "…", "│",
    ]

    static func randomText(using generator: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
            if Int.random(in: 0..<10, using: &generator) == 0 {
                // Now and then a long cluster: many marks or many joined emoji.
                let count = Int.random(in: 20...80, using: &generator)
                text +=
                    Bool.random(using: &generator)
                    ? "o" + String(repeating: "\u{308}", count: count)
                    : Array(repeating: "👨", count: count).joined(separator: "\u{200D}")
            } else {
                text += pieces.randomElement(using: &generator)!
            }
        }
        return text
    }

    @Test(arguments: WidthModel.allCases)
    func everyLineFitsAndNothingUnsafeOrSplitIsDrawn(_ model: WidthModel) {
        var generator = SplitMix64(seed: 0xCE11 + UInt64(WidthModel.allCases.firstIndex(of: model)!))
        for _ in 0..<TestScale.size(full: 1_500, small: 150) {
            let text = Self.randomText(using: &generator)
            let width = Int.random(in: 0...200, using: &generator)
            let truncation: TextTruncation = Bool.random(using: &generator) ? .tail : .clip
            let rows = Int.random(in: 1...3, using: &generator)
            let context =
                "model \(model), width \(width), \(truncation), text \(text.unicodeScalars.map { String($0.value, radix: 16) })"

            // The text alone on a canvas of its width: every line fits.
            var bare = TextCanvas(size: Size(width: width, height: rows), widthModel: model)
            bare.drawText(text, in: bare.bounds, truncation: truncation)
            for line in bare.plainLines() {
                #expect(line.displayWidth(in: model) <= width, "\(context): \(line)")
            }

            // In a box: every row is exactly as wide as the box, borders at both ends.
            var boxed = TextCanvas(size: Size(width: width + 2, height: rows + 2), widthModel: model)
            boxed.drawBox(boxed.bounds)
            boxed.drawText(text, in: Rect(x: 1, y: 1, width: width, height: rows), truncation: truncation)
            let lines = boxed.plainLines()
            for line in lines {
                #expect(line.displayWidth(in: model) == width + 2, "\(context): \(line)")
            }
            for line in lines.dropFirst().dropLast() {
                #expect(line.first == "│" && line.last == "│", "\(context): \(line)")
            }

            // Nothing unsafe, nothing split: each drawn cluster is a whole (terminal-safe)
            // cluster of the text.
            var allowed: Set<Character> = [" ", "…", "│", "─", "┌", "┐", "└", "┘", "\u{200B}"]
            for character in text { allowed.formUnion(TerminalSafeText.escaping(String(character))) }
            let output = boxed.renderPlain() + "\n" + boxed.renderANSI() + "\n" + bare.renderPlain()
            #expect(
                !output.unicodeScalars.contains { TerminalSafeText.isControl($0) && $0 != "\n" }, "\(context)"
            )
            for line in lines {
                for character in line where !allowed.contains(character) {
                    Issue.record(
                        "\(context): \(character.unicodeScalars.map { String($0.value, radix: 16) }) split")
                }
            }
            #expect(boxed.styledLines().map(\.text) == lines)
        }
    }
}
