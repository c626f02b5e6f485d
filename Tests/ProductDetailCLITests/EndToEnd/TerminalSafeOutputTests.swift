import CellKit
import Foundation
import Testing

/// Text from the arguments or the data never reaches the terminal with control characters in
/// it, errors included.
@Suite(.timeLimit(.minutes(5))) struct TerminalSafeOutputTests {
    @Test func anEscapeSequenceInAProductIDIsShownEscaped() throws {
        let result = try ChildProcess.run(["--product", "\u{1B}[2J\u{1B}[31mX\u{9B}1m\u{202E}"])
        #expect(result.status == 1)
        #expect(!result.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(
            !result.errors.unicodeScalars.contains { (0x80..<0xA0).contains($0.value) || $0 == "\u{202E}" })
        #expect(result.errors.contains(#"\u{1B}[2J\u{1B}[31mX\u{9B}1m\u{202E}"#))
    }

    @Test func aNarrowWidthFromColumnsIsDrawnAtThatWidthAndNeverWraps() throws {
        for columns in [15, 5] {
            let result = try ChildProcess.run(
                [], environment: ChildProcess.cleanEnvironment(columns: columns))
            #expect(result.status == 0)
            #expect(result.lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(result.lines)")
            #expect(result.lines.contains { DisplayWidth.of($0) == columns })
        }
    }
}
