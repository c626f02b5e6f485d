import Testing

@testable import ProductDetailCLI

@Suite struct KeyDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func arrowsDecodeFromControlSequences() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    }

    @Test func applicationModeArrowsDecodeToo() {
        #expect(decode("\u{1B}OA\u{1B}OD") == [.up, .left])
    }

    @Test func modifiedArrowsStillDecodeAsArrows() {
        #expect(decode("\u{1B}[1;5C") == [.right])
    }

    @Test func enterIsCarriageReturnOrLineFeed() {
        #expect(decode("\r\n") == [.enter, .enter])
    }

    @Test func backspaceIsDeleteOrControlH() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x7F, 0x08]) == [.backspace, .backspace])
    }

    @Test func commandLettersAndControlC() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode([0x70, 0x72, 0x71, 0x03]) == [
                .character("p"), .character("r"), .character("q"), .interrupt,
            ])
    }

    @Test func theTerminalsControlCharactersAreInterruptSuspendAndQuit() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x03, 0x1A, 0x1C]) == [.interrupt, .suspend, .quit])
        // As `stty susp ^Y intr ^G quit undef` would have them.
        var remapped = KeyDecoder(interrupt: 0x07, suspend: 0x19, quit: nil)
        #expect(remapped.decode([0x07, 0x19, 0x1A, 0x1C, 0x03]) == [.interrupt, .suspend])
        #expect(remapped.decode([0x1B, 0x19]) == [.escape, .suspend], "a lone escape, then Ctrl-Y")
    }

    @Test func escapeSequenceSplitAcrossReadsIsCompleted() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.decode([0x43, 0x71]) == [.right, .character("q")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func everySplitPointOfAnArrowSequenceGivesTheSameKeys() {
        let bytes = Array("p\u{1B}[1;2Dq\u{1B}OB".utf8)
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(keys == [.character("p"), .left, .character("q"), .down], "split at \(split)")
        }
    }

    @Test func loneEscapeIsReportedOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
    }

    @Test func unfinishedSequenceIsDroppedOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B, 0x31]) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.decode([0x41]) == [.character("A")])
    }

    @Test func escapeFollowedByALetterIsEscapeThenTheLetter() {
        #expect(decode("\u{1B}q") == [.escape, .character("q")])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func unknownSequencesAndNonASCIIBytesAreSkipped() {
        #expect(decode("\u{1B}[15~é\u{01}x") == [.character("x")])
    }

    @Test func pageAndHomeEndKeysDecodeInEverySpelling() {
        #expect(decode("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
        #expect(decode("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~") == [.home, .home, .home, .home])
        #expect(decode("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~") == [.end, .end, .end, .end])
        #expect(decode("\u{1B}[5;5~\u{1B}[1;2H") == [.pageUp, .home], "modifiers do not change the key")
    }

    @Test func aTerminalsLateAnswersAreNoKeys() {
        #expect(decode("\u{1B}[12;40R\u{1B}[?1;2c\u{1B}[?2027;2$yq") == [.character("q")])
        #expect(decode("\u{1B}[?5~\u{1B}[>1A") == [])
    }

    @Test func controlByteInsideASequenceAbortsItAndCounts() {
        #expect(decode("\u{1B}[\r") == [.enter])
    }
}
