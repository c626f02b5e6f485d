import CellKit
import Testing

@testable import ProductDetailCLI

@Suite struct StyledLineClippingTests {
    @Test func aLineThatFitsIsKeptAsItIs() {
        let line = StyledLine(text: "価格 Price", runs: [StyleRun(start: 0, count: 2, style: .bold)])
        #expect(line.clipped(toColumns: 10, in: .grapheme) == line)
    }

    @Test func aWideCharacterOnTheEdgeIsLeftOutWhole() {
        let line = StyledLine(text: "a価格", runs: [StyleRun(start: 1, count: 2, style: .bold)])
        let clipped = line.clipped(toColumns: 4, in: .grapheme)
        #expect(clipped.text == "a価")
        #expect(clipped.runs == [StyleRun(start: 1, count: 1, style: .bold)])
    }

    @Test func runsPastTheCutAreDropped() {
        let line = StyledLine(
            text: "abcdef",
            runs: [StyleRun(start: 0, count: 1, style: .dim), StyleRun(start: 4, count: 2, style: .bold)])
        #expect(line.clipped(toColumns: 3, in: .grapheme).runs == [StyleRun(start: 0, count: 1, style: .dim)])
    }

    @Test func theModelDecidesWhereAnEmojiSequenceEnds() {
        let line = StyledLine(text: "👩‍🍳x")
        #expect(line.clipped(toColumns: 3, in: .grapheme).text == "👩‍🍳x")
        #expect(line.clipped(toColumns: 3, in: .codepoint).text == "")
        #expect(line.clipped(toColumns: 3, in: .codepointJoinedByZWJ).text == "👩‍🍳x")
    }
}
