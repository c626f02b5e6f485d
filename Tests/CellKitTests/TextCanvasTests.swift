import Testing

@testable import CellKit

@Suite struct TextCanvasTests {
    @Test func drawsTextAtTheRectangleOrigin() {
        var canvas = TextCanvas(size: Size(width: 8, height: 2))
        canvas.drawText("hi", in: Rect(x: 2, y: 1, width: 4, height: 1))
        #expect(canvas.plainLines() == ["", "  hi"])
    }

    @Test func truncatesWithAnEllipsisToTheRectangleWidth() {
        var canvas = TextCanvas(size: Size(width: 10, height: 1))
        canvas.drawText("Stainless kettle", in: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(canvas.renderPlain() == "Stainle…")
    }

    @Test func textThatFitsExactlyIsNotTruncated() {
        var canvas = TextCanvas(size: Size(width: 5, height: 1))
        canvas.drawText("abcde", in: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(canvas.renderPlain() == "abcde")
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        var canvas = TextCanvas(size: Size(width: 12, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 12, height: 3))
        canvas.drawText("こんにちは世界", in: Rect(x: 1, y: 1, width: 10, height: 1))
        #expect(canvas.plainLines() == ["┌──────────┐", "│こんにち… │", "└──────────┘"])
        for line in canvas.plainLines() { #expect(line.displayWidth <= 12) }
    }

    @Test func clipTruncationTurnsAHalfCutWideCharacterIntoASpace() {
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        canvas.drawText("日本語", in: Rect(x: 0, y: 0, width: 5, height: 1), truncation: .clip)
        #expect(canvas.renderPlain() == "日本")
        #expect(canvas.plainLines()[0].displayWidth == 4)
    }

    @Test func aWideCharacterCutByTheClipEdgeBecomesASpace() {
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        canvas.withClip(Rect(x: 1, y: 0, width: 4, height: 1)) { canvas in
            canvas.drawText("日本語", in: Rect(x: 0, y: 0, width: 6, height: 1))
        }
        // 日 spans columns 0-1 (left half clipped), 本 2-3, 語 4-5 (right half clipped).
        #expect(canvas.renderPlain() == "  本")
        canvas.drawText("|", in: Rect(x: 5, y: 0, width: 1, height: 1))
        #expect(canvas.renderPlain() == "  本 |")
    }

    @Test func drawingBeyondTheCanvasIsClipped() {
        var canvas = TextCanvas(size: Size(width: 4, height: 2))
        canvas.drawText("abcdef", in: Rect(x: -2, y: 1, width: 6, height: 1))
        canvas.drawText("zz", in: Rect(x: 0, y: 5, width: 2, height: 1))
        #expect(canvas.plainLines() == ["", "cdef"])
    }

    @Test func graphemeClustersAreNeverSplit() {
        var canvas = TextCanvas(size: Size(width: 7, height: 1))
        canvas.drawText("🇯🇵e\u{301}👨‍👩‍👧", in: Rect(x: 0, y: 0, width: 7, height: 1))
        #expect(canvas.renderPlain() == "🇯🇵e\u{301}👨‍👩‍👧")
        #expect(canvas.renderPlain().displayWidth == 5)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = TextCanvas(size: Size(width: 4, height: 1))
        canvas.drawText("日本", in: Rect(x: 0, y: 0, width: 4, height: 1))
        canvas.drawText("x", in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(canvas.renderPlain() == " x本")
        canvas.drawText("y", in: Rect(x: 2, y: 0, width: 1, height: 1))
        #expect(canvas.renderPlain() == " xy")
    }

    @Test func multipleLinesFillRowsUpToTheRectangleHeight() {
        var canvas = TextCanvas(size: Size(width: 5, height: 3))
        canvas.drawText("one\ntwo\nthree", in: Rect(x: 0, y: 0, width: 5, height: 2))
        #expect(canvas.plainLines() == ["one", "two", ""])
    }

    @Test func boxesUseTheChosenBorder() {
        var canvas = TextCanvas(size: Size(width: 4, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3), border: .rounded)
        #expect(canvas.plainLines() == ["╭──╮", "│  │", "╰──╯"])
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 3), border: .double)
        #expect(canvas.plainLines() == ["╔══╗", "║  ║", "╚══╝"])
    }

    @Test func stylesDoNotChangePlainOutput() {
        var plain = TextCanvas(size: Size(width: 6, height: 1))
        plain.drawText("price", in: plain.bounds)
        var styled = TextCanvas(size: Size(width: 6, height: 1))
        styled.drawText("price", in: styled.bounds, style: TextStyle(isBold: true, foreground: .green))
        #expect(styled.renderPlain() == plain.renderPlain())
        #expect(styled.style(at: Point(x: 0, y: 0)) == TextStyle(isBold: true, foreground: .green))
        #expect(styled.style(at: Point(x: 5, y: 0)) == .plain)
    }

    @Test func ansiRenderingWrapsStyledRunsInEscapesAndResets() {
        var canvas = TextCanvas(size: Size(width: 8, height: 1))
        canvas.drawText("a", in: Rect(x: 0, y: 0, width: 1, height: 1))
        canvas.drawText(
            "bc", in: Rect(x: 1, y: 0, width: 2, height: 1), style: TextStyle(isBold: true, foreground: .red))
        canvas.drawText("d", in: Rect(x: 3, y: 0, width: 1, height: 1), style: .dim)
        #expect(canvas.renderANSI() == "a\u{1B}[0;1;31mbc\u{1B}[0;2md\u{1B}[0m")
    }

    @Test func ansiRenderingEndsAStyleBeforePlainSpacesAndDropsTrailingOnes() {
        var canvas = TextCanvas(size: Size(width: 10, height: 1))
        canvas.drawText("ab", in: Rect(x: 0, y: 0, width: 2, height: 1), style: .bold)
        canvas.drawText("c", in: Rect(x: 4, y: 0, width: 1, height: 1))
        canvas.drawText(" ", in: Rect(x: 6, y: 0, width: 1, height: 1), style: .dim)
        #expect(canvas.renderANSI() == "\u{1B}[0;1mab\u{1B}[0m  c \u{1B}[0;2m \u{1B}[0m")
    }

    @Test func ansiRenderingOfAPlainCanvasHasNoEscapes() {
        var canvas = TextCanvas(size: Size(width: 3, height: 2))
        canvas.drawText("ab\ncd", in: canvas.bounds)
        #expect(canvas.renderANSI() == canvas.renderPlain())
    }

    @Test func clearBlanksARectangle() {
        var canvas = TextCanvas(size: Size(width: 3, height: 1))
        canvas.drawText("abc", in: canvas.bounds, style: .bold)
        canvas.clear(Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(canvas.renderPlain() == "a c")
        #expect(canvas.style(at: Point(x: 1, y: 0)) == .plain)
    }

    @Test func clipRectStaysInsideTheCanvas() {
        var canvas = TextCanvas(size: Size(width: 3, height: 2))
        canvas.clipRect = Rect(x: -5, y: -5, width: 100, height: 100)
        #expect(canvas.clipRect == canvas.bounds)
    }
}

extension TextCanvasTests {
    @Test func aWideCharacterOverlappingTwoOthersBlanksBothLeftovers() {
        var canvas = TextCanvas(size: Size(width: 5, height: 1))
        canvas.drawText("日本x", in: canvas.bounds)
        canvas.drawText("語", in: Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(canvas.renderPlain() == " 語 x")
        #expect(canvas.renderPlain().displayWidth == 5)
    }

    @Test func windowsLineEndsSeparateLines() {
        var canvas = TextCanvas(size: Size(width: 3, height: 2))
        canvas.drawText("ab\r\ncd", in: canvas.bounds)
        #expect(canvas.plainLines() == ["ab", "cd"])
    }
}

extension TextCanvasTests {
    /// Japanese, an emoji ZWJ sequence, flags, keycaps, skin tones, VS15 and VS16, mixed.
    static let mixedTexts = [
        "こんにちは世界のケトル", "👩‍🍳 Chef's kettle", "🇯🇵🇺🇸🇫🇷 flags", "1️⃣#️⃣ keycaps", "👍🏽✌🏻☝🏻✍🏻 tones",
        "⌚︎⌚️⚙️⚙︎ selectors", "e\u{301}Ａ한국어 mixed 👨‍👩‍👧‍👦", "🏳️‍🌈 pride",
    ]

    @Test(arguments: WidthModel.allCases)
    func boxBordersLineUpInEveryModel(_ model: WidthModel) {
        for text in Self.mixedTexts {
            for width in 2...24 {
                var canvas = TextCanvas(size: Size(width: width, height: 3), widthModel: model)
                canvas.drawBox(canvas.bounds)
                canvas.drawText(text, in: Rect(x: 1, y: 1, width: width - 2, height: 1))
                let lines = canvas.plainLines()
                for line in lines {
                    #expect(line.displayWidth(in: model) == width, "\(model) \(width): \(line)")
                }
                #expect(lines[1].first == "│" && lines[1].last == "│", "\(model) \(width): \(lines[1])")
            }
        }
    }

    @Test func theCodepointModelGivesAClusterTheSumOfItsScalars() {
        var canvas = TextCanvas(size: Size(width: 8, height: 2), widthModel: .codepoint)
        canvas.drawText("👩‍🍳x\n⚙️y", in: canvas.bounds)
        #expect(canvas.plainLines() == ["👩‍🍳x", "⚙️y"])
        #expect(canvas.displayWidth(of: "👩‍🍳x") == 5)
        canvas.drawText("z", in: Rect(x: 2, y: 0, width: 1, height: 1))  // inside the 4-cell cluster
        #expect(canvas.plainLines()[0] == "  z x")
    }

    @Test func aClusterWiderThanTheRectangleIsNotDrawnInPart() {
        var canvas = TextCanvas(size: Size(width: 3, height: 1), widthModel: .codepoint)
        canvas.drawText("👩‍🍳", in: canvas.bounds, truncation: .clip)
        #expect(canvas.renderPlain() == "")
        canvas.drawText("👩‍🍳", in: canvas.bounds)
        #expect(canvas.renderPlain() == "…")
    }

    @Test func controlsAreDrawnAsVisibleEscapes() {
        var canvas = TextCanvas(size: Size(width: 40, height: 1))
        canvas.drawText("id \u{1B}[2J\u{9B}\u{202E}x\u{7}", in: canvas.bounds)
        #expect(canvas.renderPlain() == "id \\u{1B}[2J\\u{9B}\\u{202E}x\\u{7}")
        #expect(!canvas.renderANSI().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }

    @Test func twentyThousandJoinedEmojiDrawAsOneCappedClusterAndTheRestIsCut() {
        let men = Array(repeating: "👨", count: 20_000).joined(separator: "\u{200D}")
        for model in WidthModel.allCases {
            var canvas = TextCanvas(size: Size(width: 40, height: 1), widthModel: model)
            canvas.drawText("A" + men + "B", in: canvas.bounds)
            let line = canvas.renderPlain()
            #expect(line.displayWidth(in: model) <= 40)
            #expect(line.unicodeScalars.count <= 2 + TerminalSafeText.maximumClusterScalars)
            #expect(line.unicodeScalars.starts(with: "A👨\u{200D}👨".unicodeScalars))
            #expect(line.hasSuffix("…"), "only the first 64 scalars per column are read")
            #expect(line.count == 3)
        }
    }

    @Test func twoHundredThousandCombiningMarksDrawAsOneCappedCluster() {
        let marks = "e" + String(repeating: "\u{301}", count: 200_000)
        var canvas = TextCanvas(size: Size(width: 10, height: 2))
        canvas.drawText(marks + " kettle\nnext", in: canvas.bounds)
        let lines = canvas.plainLines()
        #expect(lines[0].unicodeScalars.count == TerminalSafeText.maximumClusterScalars + 1)
        #expect(lines[0].unicodeScalars.starts(with: "e\u{301}\u{301}".unicodeScalars))
        #expect(lines[0].hasSuffix("…"))
        #expect(lines[1] == "next")
    }

    @Test func aLongCapClusterWithinTheScalarBudgetDrawsWithTheRest() {
        let marks = "o" + String(repeating: "\u{308}", count: 100) + " kettle"
        var canvas = TextCanvas(size: Size(width: 10, height: 1))
        canvas.drawText(marks, in: canvas.bounds)
        #expect(canvas.renderPlain().hasSuffix(" kettle"))
        #expect(canvas.renderPlain().count == 8)
    }

    @Test func neighboursThatWouldReadAsOneClusterAreKeptApart() {
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        canvas.drawText("\u{1100}", in: Rect(x: 0, y: 0, width: 2, height: 1))  // a lone initial jamo
        canvas.drawText("가", in: Rect(x: 2, y: 0, width: 2, height: 1))
        canvas.drawText("🇯", in: Rect(x: 4, y: 0, width: 1, height: 1))
        canvas.drawText("🇵", in: Rect(x: 5, y: 0, width: 1, height: 1))
        let line = canvas.renderPlain()
        #expect(line.displayWidth == 6)
        #expect(Array(line).filter { $0 != "\u{200B}" } == ["\u{1100}", "가", "🇯", "🇵"])
        #expect(canvas.styledLines()[0].text == line)
    }

    @Test func aSkippedZeroWidthClusterDoesNotJoinItsNeighbours() {
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        canvas.drawText("\u{1100}\u{200B}가", in: canvas.bounds)
        #expect(canvas.renderPlain().displayWidth == 4)
    }
}

extension TextCanvasTests {
    @Test func aSelectionMarkReversesTheVisiblePartAndMarksItsTopLeftCorner() {
        var canvas = TextCanvas(size: Size(width: 8, height: 2))
        canvas.drawText("abcdefgh", in: Rect(x: 0, y: 0, width: 8, height: 1))
        canvas.withClip(Rect(x: 0, y: 0, width: 6, height: 2)) { canvas in
            canvas.drawSelectionMark(in: Rect(x: -2, y: 0, width: 5, height: 2))
        }
        #expect(canvas.plainLines() == ["▶bcdefgh", ""])
        #expect((0..<3).allSatisfy { canvas.style(at: Point(x: $0, y: 1)).isReverse })
        #expect(!canvas.style(at: Point(x: 3, y: 0)).isReverse, "only the rectangle is reversed")
    }

    @Test(arguments: WidthModel.allCases)
    func theSelectionMarkerIsOneColumnWide(model: WidthModel) {
        #expect(DisplayWidth.of(String(TextCanvas.selectionMarker), model: model) == 1)
    }
}
