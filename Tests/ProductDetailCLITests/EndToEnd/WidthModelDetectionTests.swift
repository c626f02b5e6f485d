import CellKit
import Foundation
import Testing

@testable import ProductDetailCLI

/// `--width-model auto` (the default) on a pseudo-terminal whose side this test plays: it
/// answers the DECRQM and cursor-position probes as a given terminal would (or not at all),
/// and the page must come out measured in that terminal's model, card borders in line.
/// Serialized: each test runs a process on a terminal.
@Suite(.timeLimit(.minutes(5)), .serialized) struct WidthModelDetectionTests {
    private func environment() -> [String: String] {
        var environment = ChildProcess.cleanEnvironment()
        environment["TERM"] = "xterm-256color"
        return environment
    }

    /// Runs one frame of `product` at 80 columns on a terminal that answers `answer` to the
    /// probe (nothing when empty); returns the page's lines.
    private func page(of product: String, answering answer: String) throws -> [String] {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let child = try ChildProcess(
            ["--product", product, "--width", "80"], environment: environment(), terminal: terminal)
        #expect(child.waitUntil { output, _ in output.contains(WidthModelProbe.query) })
        if !answer.isEmpty { child.type(Array(answer.utf8)) }
        let result = child.finish()
        #expect(result.status == 0, "\(result.errors)")
        #expect(terminal.settings == before, "the probe puts the terminal's settings back")
        let output = try #require(result.output.components(separatedBy: WidthModelProbe.query).last)
        return output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
    }

    /// Whether every card row has its borders at the columns of its card's top border, counted
    /// in `model`.
    private func bordersLineUp(_ lines: [String], in model: WidthModel) -> Bool {
        func borderColumns(_ line: String) -> [Int] {
            var columns: [Int] = []
            var column = 0
            for character in line {
                if "│╭╮╰╯".contains(character) { columns.append(column) }
                column += DisplayWidth.of(character, model: model)
            }
            return columns
        }
        var top: [Int]?
        for line in lines {
            if line.hasPrefix("╭") { top = borderColumns(line) }
            if line.hasPrefix("│"), let top, borderColumns(line) != top { return false }
        }
        return top != nil
    }

    private func fit(_ lines: [String], in model: WidthModel) -> Bool {
        lines.allSatisfy { DisplayWidth.of($0, model: model) <= 80 }
    }

    @Test func aTerminalThatSetsModeTwentyTwentySevenGetsGraphemeClusters() throws {
        let lines = try page(of: "p-001", answering: "\u{1B}[?2027;1$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[?62;22c")
        #expect(bordersLineUp(lines, in: .grapheme))
        #expect(!bordersLineUp(lines, in: .codepointJoinedByZWJ), "⚙️ is one column narrower there")
        #expect(fit(lines, in: .grapheme))
    }

    @Test func aTerminalLikeTmuxIsMeasuredAsTmuxDraws() throws {
        let lines = try page(of: "p-001", answering: "\u{1B}[1;2R\u{1B}[1;3R\u{1B}[?1;2c")
        #expect(bordersLineUp(lines, in: .codepointJoinedByZWJ))
        #expect(!bordersLineUp(lines, in: .grapheme))
        #expect(fit(lines, in: .codepointJoinedByZWJ))
    }

    @Test func aTerminalLikeXtermIsMeasuredCodePointByCodePoint() throws {
        let lines = try page(of: "p-027", answering: "\u{1B}[?2027;0$y\u{1B}[1;2R\u{1B}[1;5R\u{1B}[?63;1c")
        #expect(bordersLineUp(lines, in: .codepoint))
        #expect(!bordersLineUp(lines, in: .codepointJoinedByZWJ), "👩‍🍳 is two columns wider there")
        #expect(fit(lines, in: .codepoint))
    }

    @Test func aTerminalThatNeverAnswersGetsGraphemeClustersAfterTheTimeout() throws {
        let lines = try page(of: "p-001", answering: "")
        #expect(bordersLineUp(lines, in: .grapheme))
        #expect(fit(lines, in: .grapheme))
    }

    @Test func anExplicitModelOrAPipeAsksNothing() throws {
        let terminal = PseudoTerminal()
        let child = try ChildProcess(
            ["--width", "80", "--width-model", "codepoint-zwj"], environment: environment(),
            terminal: terminal)
        let result = child.finish()
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        let lines = result.output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(
            String.init)
        #expect(bordersLineUp(lines, in: .codepointJoinedByZWJ))
        let piped = try ChildProcess.run(["--width", "80"], environment: environment())
        #expect(!piped.output.contains("\u{1B}"))
        #expect(bordersLineUp(piped.lines, in: .grapheme))
    }
}
