import CellKit
import Dispatch
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The probe against a pseudo-terminal whose other side this test plays. Serialized: each
/// test waits on a terminal, and two at once would only slow each other.
@Suite(.timeLimit(.minutes(3)), .serialized) struct WidthModelProbeTests {
    private static let deviceAttributes = Array("\u{1B}[c".utf8)

    private func replies(_ text: String) -> TerminalReplies {
        TerminalReplies(parsing: Array(text.utf8))
    }

    @Test func modeTwentyTwentySevenSetMeansGraphemeClusters() {
        #expect(WidthModelProbe.model(from: replies("\u{1B}[?2027;1$y\u{1B}[1;2R\u{1B}[1;5R")) == .grapheme)
        #expect(WidthModelProbe.model(from: replies("\u{1B}[?2027;3$y")) == .grapheme)
    }

    @Test func otherwiseTheMeasuredAdvancesDecide() {
        // tmux 3.3a: ⚙️ one column, 👩‍🍳 two.
        #expect(
            WidthModelProbe.model(from: replies("\u{1B}[?2027;2$y\u{1B}[7;2R\u{1B}[7;3R"))
                == .codepointJoinedByZWJ)
        // xterm: ⚙️ one column, 👩‍🍳 four.
        #expect(WidthModelProbe.model(from: replies("\u{1B}[1;2R\u{1B}[1;5R")) == .codepoint)
        #expect(WidthModelProbe.model(from: replies("\u{1B}[1;3R\u{1B}[1;3R")) == .grapheme)
    }

    @Test func noAnswerOrAnUnexplainedOneDecidesNothing() {
        #expect(WidthModelProbe.model(from: replies("")) == nil)
        #expect(WidthModelProbe.model(from: replies("\u{1B}[1;2R")) == nil)
        #expect(WidthModelProbe.model(from: replies("\u{1B}[1;9R\u{1B}[1;9R")) == nil)
    }

    @Test func theQueryAsksEverythingAndErasesItsProbesBeforeTheLastQuestion() {
        let query = WidthModelProbe.query
        #expect(query.hasPrefix("\u{1B}[?2027$p"))
        #expect(query.hasSuffix("\r\u{1B}[2K\u{1B}[c"))
        #expect(query.components(separatedBy: "\u{1B}[6n").count == WidthModel.probes.count + 1)
        for probe in WidthModel.probes { #expect(query.contains("\r" + probe + "\u{1B}[6n")) }
    }

    @Test func aTerminalThatAnswersIsReadAndItsSettingsPutBack() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let answer = "\u{1B}[3;2R\u{1B}[3;3Rk\u{1B}[?1;2c"
        let responder = terminal.answer(after: Self.deviceAttributes, with: Array(answer.utf8))
        let probe = WidthModelProbe(
            input: terminal.device, output: OutputWriter(fileDescriptor: terminal.device),
            timeout: .seconds(30))
        let replies = try #require(probe.run())
        #expect(responder.done.wait(timeout: .now() + 30.0) == .success)
        #expect(replies.cursorColumns == [2, 3])
        #expect(replies.hasDeviceAttributes)
        #expect(replies.otherInput == Array("k".utf8), "a key typed meanwhile is handed back")
        #expect(WidthModelProbe.model(from: replies) == .codepointJoinedByZWJ)
        #expect(terminal.settings == before)
        #expect(String(decoding: responder.written.withLock { $0 }, as: UTF8.self) == WidthModelProbe.query)
    }

    @Test func aTerminalThatNeverAnswersCostsTheTimeoutAndNoMore() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let responder = terminal.answer(after: Self.deviceAttributes, with: [])
        let probe = WidthModelProbe(
            input: terminal.device, output: OutputWriter(fileDescriptor: terminal.device),
            timeout: .milliseconds(100))
        let replies = try #require(probe.run())
        #expect(responder.done.wait(timeout: .now() + 30.0) == .success)
        #expect(replies == TerminalReplies(parsing: []))
        #expect(WidthModelProbe.model(from: replies) == nil)
        #expect(terminal.settings == before)
    }
}
