import Testing

@testable import ProductDetailCLI

@Suite struct TerminalRepliesTests {
    private func parse(_ text: String) -> TerminalReplies {
        TerminalReplies(parsing: Array(text.utf8))
    }

    @Test func readsModeStatusCursorColumnsAndDeviceAttributes() {
        let replies = parse("\u{1B}[?2027;2$y\u{1B}[5;2R\u{1B}[5;3R\u{1B}[?62;22c")
        #expect(replies.graphemeClusteringMode == 2)
        #expect(replies.cursorColumns == [2, 3])
        #expect(replies.hasDeviceAttributes)
        #expect(replies.otherInput.isEmpty)
    }

    @Test func keysTypedAmongTheAnswersAreKeptInOrder() {
        let replies = parse("j\u{1B}[B\u{1B}[1;2Rq\u{1B}[?1;2c")
        #expect(replies.cursorColumns == [2])
        #expect(replies.otherInput == Array("j\u{1B}[Bq".utf8))
    }

    @Test func aCutOffAnswerIsNotTakenAsOne() {
        let replies = parse("\u{1B}[1;2R\u{1B}[?1;")
        #expect(replies.cursorColumns == [2])
        #expect(!replies.hasDeviceAttributes)
        #expect(replies.otherInput == Array("\u{1B}[?1;".utf8))
    }

    @Test func otherModesAndMalformedReportsAreNotAnswers() {
        let replies = parse("\u{1B}[?2026;1$y\u{1B}[;5R\u{1B}[0;5R\u{1B}[c")
        #expect(replies.graphemeClusteringMode == nil)
        #expect(replies.cursorColumns.isEmpty)
        #expect(!replies.hasDeviceAttributes)
        #expect(replies.otherInput.count == 25)
    }

    @Test func nothingIsNothing() {
        #expect(parse("") == TerminalReplies(parsing: []))
        #expect(!parse("").hasDeviceAttributes)
    }
}
