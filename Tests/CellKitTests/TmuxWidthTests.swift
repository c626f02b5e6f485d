import Foundation
import Testing

@testable import CellKit

/// What tmux 3.3a really draws, compared with `WidthModel.codepointJoinedByZWJ`: each canvas
/// row is printed as a stream, then a `|` at an absolute column (CHA); the mark lands right
/// after the row's border only if tmux advanced over the row exactly as the model measured it.
@Suite(
    .timeLimit(.minutes(5)),
    .serialized,
    .enabled(if: TmuxServer.version == "tmux 3.3a", "needs tmux 3.3a (found \(TmuxServer.version ?? "none"))")
)
struct TmuxWidthTests {
    /// Emoji sequences up to Emoji 13 (so the host C library knows every scalar), CJK, marks.
    static let texts = [
        "日本語のケトル", "👩‍🍳 chef", "👍🏽 ok", "⚙️ gear", "🇯🇵🇫🇷 flags", "1️⃣#️⃣ keys", "✌🏻☝🏻 tones",
        "🏳️‍🌈 flag", "👨‍👩‍👧‍👦 family", "⌚︎⌚ watch", "❤️ heart", "e\u{301}Ａ한국어", "🧑🏽‍🤝‍🧑🏼 pair",
    ]

    @Test func tmuxAdvancesOverEveryRowAsTheJoinedCodepointModelMeasures() throws {
        let width = 24
        var canvas = TextCanvas(
            size: Size(width: width, height: Self.texts.count + 2), widthModel: .codepointJoinedByZWJ)
        canvas.drawBox(canvas.bounds)
        for (row, text) in Self.texts.enumerated() {
            canvas.drawText(text, in: Rect(x: 1, y: row + 1, width: width - 2, height: 1))
        }
        let rows = canvas.plainLines()
        let stream = rows.map { $0 + "\u{1B}[\(width + 1)G|" }.joined(separator: "\r\n")
        let server = TmuxServer(socket: "detailstack-width-\(UUID().uuidString.prefix(8))")
        let captured = try server.capture(stream, width: width + 4, height: rows.count + 2)
        for (index, row) in rows.enumerated() {
            #expect(captured[index].hasSuffix("│|") || index == 0 || index == rows.count - 1, "row \(index)")
            // tmux 3.3a keeps at most 21 bytes per cell: a longer cluster (the family) loses its
            // tail in the capture, though it still takes the cells the model gave it.
            if row.allSatisfy({ $0.utf8.count <= 21 }) {
                #expect(captured[index] == row + "|", "row \(index)")
            }
        }
    }

    @Test func theGraphemeModelIsNotWhatTmux33Draws() throws {
        var canvas = TextCanvas(size: Size(width: 8, height: 1), widthModel: .grapheme)
        canvas.drawText("👍🏽⚙️x", in: canvas.bounds)
        let row = canvas.plainLines()[0]
        let server = TmuxServer(socket: "detailstack-width-\(UUID().uuidString.prefix(8))")
        let captured = try server.capture(row + "\u{1B}[6G|", width: 12, height: 2)
        // tmux draws 👍🏽 in 4 cells and ⚙️ in 1: the mark at column 6 overwrites the x.
        #expect(captured[0] == "👍🏽⚙️|")
        #expect(captured[0] != row + "|")
    }

    @Test func theProbesIdentifyTmux33AsTheJoinedCodepointModel() throws {
        // Each probe, then X, then a mark at column 9: the spaces between them give the advance.
        let stream = WidthModel.probes.map { $0 + "X\u{1B}[9G|" }.joined(separator: "\r\n")
        let server = TmuxServer(socket: "detailstack-width-\(UUID().uuidString.prefix(8))")
        let captured = try server.capture(stream, width: 12, height: 4)
        let advances = WidthModel.probes.indices.map { index in
            7 - captured[index].drop { $0 != "X" }.dropFirst().prefix { $0 == " " }.count
        }
        #expect(advances == [1, 2])
        #expect(WidthModel(probeAdvances: advances) == .codepointJoinedByZWJ)
    }
}
