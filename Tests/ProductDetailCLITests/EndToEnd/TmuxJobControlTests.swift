import Foundation
import TestSupport
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Suspend and resume as `less` and `vim` do, in a real terminal run by a shell with job
/// control: at every stop the terminal is the shell's again (its settings, the normal screen,
/// the cursor), and after `fg` the pane is exactly the screen the program drew, at the size
/// the terminal has then (each test starts at 80×24 and comes back at 40×15).
@Suite(
    .timeLimit(.minutes(3)), .serialized,
    .enabled(if: TmuxSession.executable != nil, "tmux is not installed; apt-get install tmux"))
struct TmuxJobControlTests {
    /// Stops the job (with `stop`), checks the terminal is given back, optionally resizes it,
    /// brings the job back and checks the pane shows the screen the program drew for it.
    @discardableResult
    private func suspendAndResume(
        _ session: TmuxSession, stop: () -> Void, number: Int,
        resizeTo size: (columns: Int, rows: Int)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxSession.Screen? {
        let count = session.screens.count
        stop()
        let settings = try #require(
            session.waitForStop(number), "never stopped", sourceLocation: sourceLocation)
        #expect(
            settings == session.settingsBefore, "the terminal's settings at stop \(number)",
            sourceLocation: sourceLocation)
        // What the program and the shell wrote may still be on its way through tmux.
        #expect(
            session.waitUntil {
                session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [false, true]
            },
            "normal screen and a visible cursor while stopped", sourceLocation: sourceLocation)
        if let size { session.resize(columns: size.columns, rows: size.rows) }
        session.resumeJob()
        let resumed = session.waitUntil {
            session.screens.count > count && session.screens.last?.columns == session.columns
                && session.screens.last?.rows == session.rows
        }
        #expect(
            resumed, "no screen drawn at \(session.columns)×\(session.rows) after fg",
            sourceLocation: sourceLocation)
        return session.expectPaneShowsLastScreen("after fg \(number)", sourceLocation: sourceLocation)
    }

    @Test func interactiveSuspendsOnCtrlZAndSIGTSTPAndComesBackWhole() throws {
        let session = try TmuxSession(
            columns: 80, rows: 24, arguments: ["--interactive", "--user", "premium"], jobControl: true)
        #expect(session.waitForScreen(after: 0) != nil)
        session.expectPaneShowsLastScreen("first frame")
        let count = session.screens.count
        session.send("Down")
        #expect(session.waitForScreen(after: count) != nil)
        // Ctrl-Z arrives as a byte in raw mode: the terminal's susp character.
        let afterKey = try suspendAndResume(session, stop: { session.send("C-z") }, number: 1)
        #expect(afterKey?.lines.contains { $0.hasPrefix("▸ 会員特典") } == true, "the focus is kept")
        #expect(session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [true, false])
        let afterSignal = try suspendAndResume(
            session, stop: { session.signal(SIGTSTP) }, number: 2, resizeTo: (40, 15))
        #expect(afterSignal?.lines.contains { $0.hasPrefix("▸ 会員特典") } == true, "in view at 40×15 too")
        #expect(session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [true, false])
        let keys = session.screens.count
        session.send("Down")
        #expect(session.waitForScreen(after: keys) != nil, "keys are read one by one again")
        session.send("q")
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 0)
        #expect(exit.settingsAfter == exit.settingsBefore)
    }

    @Test func watchHidesTheCursorEchoesNothingAndSuspendsAndComesBackWhole() throws {
        let session = try TmuxSession(
            columns: 80, rows: 24, arguments: ["--watch", "--user", "premium"], jobControl: true)
        #expect(session.waitForScreen(after: 0) != nil)
        session.expectPaneShowsLastScreen("first frame")
        #expect(
            session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [false, false], "cursor hidden")
        session.send("x", "y", "z")
        try suspendAndResume(session, stop: { session.send("C-z") }, number: 1)
        #expect(session.modes?.cursorVisible == false)
        try suspendAndResume(session, stop: { session.signal(SIGTSTP) }, number: 2, resizeTo: (40, 15))
        session.send("C-c")
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 130)
        #expect(exit.settingsAfter == exit.settingsBefore)
        let pane = session.capture()
        #expect(!pane.contains { $0.contains("^C") || $0.contains("xyz") }, "nothing typed lands in the page")
        #expect(session.modes?.cursorVisible == true)
    }
}
