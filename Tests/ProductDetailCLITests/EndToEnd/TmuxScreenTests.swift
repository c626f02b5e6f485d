import CellKit
import Foundation
import TestSupport
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a person sees on a real terminal: `product-detail` in a tmux pane at fixed sizes,
/// after every key and every change; the pane (`capture-pane`) must equal the screen the
/// program drew for that viewport, and the terminal's settings must be as they were once it
/// exits, however it exits. Skipped, with a message, only where tmux is not installed.
/// Serialized: every test runs a tmux server and the program, which would only fight over
/// two cores in parallel.
@Suite(
    .timeLimit(.minutes(5)),
    .serialized, .enabled(if: TmuxSession.executable != nil, "tmux is not installed; apt-get install tmux"))
struct TmuxScreenTests {
    static let sizes = [(80, 24), (60, 30), (100, 40), (40, 15)]

    /// The width model tmux 3.3a draws in, which the program must find out by itself.
    private func expectDetectedModel(
        _ screen: TmuxSession.Screen?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard TmuxSession.version == "tmux 3.3a", let screen else { return }
        #expect(screen.widthModel == WidthModel.codepointJoinedByZWJ.rawValue, sourceLocation: sourceLocation)
    }

    /// No line of the pane is drawn twice (the symptom of a scrolled terminal) and every line
    /// fits.
    private func expectSane(_ pane: [String], columns: Int, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let headers = pane.filter {
            $0.contains(" · ") && ($0.contains("商品") || $0.contains("コラム") || $0.contains("特典"))
        }
        #expect(
            Set(headers).count == headers.count, "a header shows twice: \(headers)",
            sourceLocation: sourceLocation)
        #expect(
            pane.allSatisfy { DisplayWidth.of($0, model: .codepointJoinedByZWJ) <= columns },
            sourceLocation: sourceLocation)
    }

    /// Sends `keys`, waits for the program to draw a new screen, then for the pane to show it.
    @discardableResult
    private func press(
        _ keys: String, in session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) -> TmuxSession.Screen? {
        let count = session.screens.count
        session.send(keys)
        guard session.waitForScreen(after: count) != nil else {
            Issue.record("no new screen after \(keys)", sourceLocation: sourceLocation)
            return nil
        }
        let screen = session.expectPaneShowsLastScreen("after \(keys)", sourceLocation: sourceLocation)
        // What the pane showed when it matched (a capture taken later may catch a redraw midway).
        expectSane(screen?.padded ?? [], columns: session.columns, sourceLocation: sourceLocation)
        return screen
    }

    @Test(arguments: sizes)
    func interactiveScreenIsExactlyWhatTheProgramDrewAfterEveryKey(columns: Int, rows: Int) throws {
        let session = try TmuxSession(
            columns: columns, rows: rows,
            arguments: ["--interactive", "--user", "premium", "--color", "always"])
        #expect(session.waitForScreen(after: 0) != nil)
        let first = session.expectPaneShowsLastScreen("first frame")
        expectDetectedModel(first)
        #expect(first?.rows == rows && first?.columns == columns)
        #expect(first?.lines.first?.contains("▸ 商品詳細") == true, "the page starts at its top")

        let focused = press("Down", in: session)  // member offers
        #expect(
            focused?.lines.contains { $0.hasPrefix("▸ 会員特典") } == true, "the focused section is on screen")
        press("Down", in: session)  // related products
        let marked = press("Right", in: session)  // its second card, marked
        #expect(marked?.lines.contains { $0.contains("▶━") } == true)
        let opened = press("Enter", in: session)  // the marked card's page
        #expect(opened?.lines.first?.hasPrefix("▸ 商品詳細") == true, "a new page starts at its top")
        let back = press("BSpace", in: session)  // back, as it was left
        #expect(back?.lines == marked?.lines, "focus, marked card and scroll positions as they were")
        let down = press("Down", in: session)  // notes, at the bottom of the page
        #expect(down?.lines.contains { $0.hasPrefix("▸ 最近投稿したコラム") } == true)
        let home = press("Home", in: session)
        #expect(home?.lines.first?.hasPrefix("▸ 商品詳細") == true)
        press("End", in: session)
        if rows < 33 {
            press("PPage", in: session)
            press("NPage", in: session)
        }
        press("p", in: session)  // normal user
        session.send("q")

        let exit = try #require(session.waitForExit())
        #expect(exit.status == 0)
        #expect(exit.settingsAfter == exit.settingsBefore)
        #expect(!session.capture().contains { $0.contains("q quit") }, "the alternate screen is left")
    }

    @Test(arguments: sizes)
    func watchScreenIsExactlyWhatTheProgramDrewAfterEveryChange(columns: Int, rows: Int) throws {
        let screens = 4
        let session = try TmuxSession(
            columns: columns, rows: rows,
            arguments: [
                "--watch", "--simulate", "--user", "premium", "--interval", "300", "--color", "always",
            ])
        for seen in 0..<screens {
            // Each screen stays at least the interval: the pane must show it as drawn.
            #expect(session.waitForScreen(after: seen) != nil)
            let screen = session.expectPaneShowsLastScreen("screen \(seen + 1)")
            expectSane(screen?.padded ?? [], columns: columns)
        }
        let last = try #require(session.screens.last)
        #expect(last.rows == rows && last.columns == columns)
        #expect(last.lines.count <= rows)
        let pageHeight = 31
        #expect(last.lines.last?.hasPrefix("▼") == (pageHeight > rows), "a mark says more is below")
        expectDetectedModel(last)
        session.signal(SIGTERM)
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 143)
        #expect(exit.settingsAfter == exit.settingsBefore)
    }

    @Test func watchSimulationWithACountExitsAfterTheLastChangeIsShown() throws {
        let session = try TmuxSession(
            columns: 80, rows: 24, arguments: ["--watch", "--simulate", "--count", "2", "--interval", "50"])
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 0)
        #expect(exit.settingsAfter == exit.settingsBefore)
        #expect(session.screens.count >= 1)
    }

    @Test func aBadReloadIsReportedOnTheScreenWithoutScrollingIt() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let products = data + "/products.json"
        let good = try String(contentsOfFile: products, encoding: .utf8)
        let session = try TmuxSession(
            columns: 80, rows: 24, arguments: ["--watch", "--user", "premium", "--data", data])
        #expect(session.waitForScreen(after: 0) != nil)
        session.expectPaneShowsLastScreen("first frame")
        try good.replacingOccurrences(of: "\"price\": 12800,", with: "\"price\": ").write(
            toFile: products, atomically: true, encoding: .utf8)
        let reported = session.waitForScreen(after: 1)
        // The file by its path as given (cut to the 80 columns).
        let named = String((data + "/products.json:").prefix(60))
        #expect(reported?.lines.last?.hasPrefix(named) == true, "\(reported?.lines.last ?? "")")
        let shown = session.expectPaneShowsLastScreen("with the error")
        #expect(shown?.lines.first?.hasPrefix("商品詳細") == true, "nothing scrolled")
        try good.replacingOccurrences(of: "\"price\": 12800,", with: "\"price\": 13800,").write(
            toFile: products, atomically: true, encoding: .utf8)
        #expect(
            session.waitUntil {
                let lines = session.screens.last?.lines ?? []
                return lines.contains { $0.contains("¥13,800") }
                    && !lines.contains { $0.contains("products.json:") }
            }, "the new price shows and the message goes with the error")
        session.expectPaneShowsLastScreen("fixed")
        session.signal(SIGTERM)
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 143)
    }

    @Test func switchingTheUserTypeKeepsTheFocusAndBringsItBackWithTheSection() throws {
        let session = try TmuxSession(
            columns: 80, rows: 24, arguments: ["--interactive", "--user", "premium"])
        #expect(session.waitForScreen(after: 0) != nil)
        press("Down", in: session)  // member offers
        let normal = press("p", in: session)
        #expect(normal?.lines.contains { $0.hasPrefix("▸ 商品詳細") } == true, "member offers are gone")
        let premium = press("p", in: session)
        #expect(premium?.lines.contains { $0.hasPrefix("▸ 会員特典") } == true, "focus comes back with them")
        press("Down", in: session)  // related products
        press("Right", in: session)
        // The second card stays marked, the first whole before it.
        let kept = press("p", in: session)
        #expect(kept?.lines.contains { $0.hasPrefix("▸ 関連商品") } == true)
        #expect(kept?.lines.contains { $0.hasPrefix("╭") && $0.contains("╮ ▶━") } == true)
        let again = press("p", in: session)
        #expect(again?.lines.contains { $0.hasPrefix("▸ 関連商品") } == true)
        #expect(again?.lines.contains { $0.hasPrefix("╭") && $0.contains("╮ ▶━") } == true)
        session.send("q")
        #expect(session.waitForExit()?.status == 0)
    }

    @Test func interactiveFollowsResizesInBothDimensions() throws {
        let session = try TmuxSession(
            columns: 80, rows: 24, arguments: ["--interactive", "--user", "premium"])
        #expect(session.waitForScreen(after: 0) != nil)
        session.expectPaneShowsLastScreen("80×24")
        press("Down", in: session)
        for (columns, rows) in [(60, 30), (100, 40), (40, 15), (80, 24)] {
            let count = session.screens.count
            session.resize(columns: columns, rows: rows)
            #expect(
                session.waitUntil { session.screens.count > count && session.screens.last?.rows == rows })
            let screen = session.expectPaneShowsLastScreen("resized to \(columns)×\(rows)")
            #expect(screen?.columns == columns)
            #expect(screen?.lines.contains { $0.hasPrefix("▸ 会員特典") } == true, "focus stays in view")
            expectSane(screen?.padded ?? [], columns: columns)
        }
        session.send("q")
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 0)
        #expect(exit.settingsAfter == exit.settingsBefore)
    }

    @Test func at40ColumnsTheMarkNamesTheFocusTheHelpFitsAndReloadsReportOnTheStatusRow() throws {
        let directory = try TemporaryDirectory()
        let data = try directory.copyShippedData()
        let products = data + "/products.json"
        let good = try String(contentsOfFile: products, encoding: .utf8)
        let session = try TmuxSession(
            columns: 40, rows: 15, arguments: ["--interactive", "--user", "premium", "--data", data])
        let first = try #require(session.waitForScreen(after: 0))
        #expect(first.lines.last == "⏎ open  ⌫ back  p user  r reload  q quit", "the help fits, q included")
        press("Down", in: session)
        press("Down", in: session)  // related products
        press("Enter", in: session)
        press("BSpace", in: session)
        let scrolled = press("NPage", in: session)
        #expect(
            scrolled?.lines.contains { $0.hasPrefix("▸ Related products ▲") } == true,
            "the focused section's header is off screen: the mark names it")
        let reloaded = press("r", in: session)
        #expect(reloaded?.lines.dropLast().last == "reloaded 09:00:00", "the app's (pinned) clock")
        try good.replacingOccurrences(of: "\"price\": 12800,", with: "\"price\": ").write(
            toFile: products, atomically: true, encoding: .utf8)
        let failed = press("r", in: session)
        let named = String(data.prefix(35))
        #expect(failed?.lines.dropLast().last?.hasPrefix(named) == true, "\(failed?.lines ?? [])")
        press("Up", in: session)  // read: the message goes
        // Up may still be drawing (the message cleared, then the focus moved): every screen
        // after `r` counts, and none may say "reloaded".
        let beforeAgain = session.screens.count
        session.send("r")
        #expect(session.waitUntil { session.screens.last?.lines.dropLast().last?.hasPrefix(named) == true })
        let afterAgain = session.screens.dropFirst(beforeAgain).map { $0.lines.dropLast().last ?? "" }
        #expect(
            !afterAgain.contains { $0.hasPrefix("reloaded") }, "still bad: not \"reloaded\": \(afterAgain)")
        session.expectPaneShowsLastScreen("still bad")
        try good.write(toFile: products, atomically: true, encoding: .utf8)
        session.send("r")
        #expect(session.waitUntil { session.screens.last?.lines.dropLast().last == "reloaded 09:00:00" })
        session.expectPaneShowsLastScreen("reloaded again")
        session.send("q")
        #expect(session.waitForExit()?.status == 0)

        let narrow = try TmuxSession(columns: 20, rows: 15, arguments: ["--interactive"])
        #expect(narrow.waitForScreen(after: 0)?.lines.last == "↑↓←→ ⏎ ⌫ p r q quit")
        narrow.expectPaneShowsLastScreen("20 columns")
        narrow.send("q")
        #expect(narrow.waitForExit()?.status == 0)
    }

    @Test func aNarrowPaneIsDrawnAtItsWidthAndNeverWraps() throws {
        let session = try TmuxSession(columns: 15, rows: 20, arguments: ["--interactive"])
        #expect(session.waitForScreen(after: 0) != nil)
        let screen = session.expectPaneShowsLastScreen("15 columns")
        #expect(screen?.columns == 15)
        press("Down", in: session)
        press("NPage", in: session)
        session.send("q")
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 0)
        #expect(exit.settingsAfter == exit.settingsBefore)
    }

    @Test(arguments: [SIGHUP, SIGTERM, SIGUSR1, SIGQUIT, SIGXCPU])
    func aSignalGivesTheTerminalBackAndExitsWithOneHundredTwentyEightPlusIt(signal: Int32) throws {
        let session = try TmuxSession(columns: 80, rows: 24, arguments: ["--interactive"])
        #expect(session.waitForScreen(after: 0) != nil)
        session.expectPaneShowsLastScreen("before the signal")
        #expect(session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [true, false])
        session.signal(signal)
        let exit = try #require(session.waitForExit())
        #expect(exit.status == 128 + signal)
        #expect(exit.settingsAfter == exit.settingsBefore)
        #expect(!session.capture().contains { $0.contains("q quit") }, "the alternate screen is left")
        #expect(session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [false, true])
    }

    @Test func aCrashWithTheDefaultBacktracerGivesTheTerminalBackAndEnds() throws {
        // SWIFT_BACKTRACE unset: the runtime's backtracer reports the crash, and on a terminal
        // offers to stay for a debugger until a key is pressed; then the process must end.
        let session = try TmuxSession(columns: 80, rows: 24, arguments: ["--interactive"])
        #expect(session.waitForScreen(after: 0) != nil)
        session.expectPaneShowsLastScreen("before the crash")
        session.signal(SIGSEGV)
        let offered = session.waitUntil {
            session.capture().contains { $0.contains("any other key to quit") }
        }
        if offered {
            #expect(session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [false, true])
            session.send("q")
        }
        let exit = try #require(session.waitForExit())
        let sanitizerStatus: Int32? = ChildProcess.runsUnderThreadSanitizer ? 66 : nil
        #expect(exit.status == 128 + SIGSEGV || exit.status == sanitizerStatus, "the crash ends the process")
        #expect(exit.settingsAfter == exit.settingsBefore)
        #expect(session.modes.map { [$0.alternateScreen, $0.cursorVisible] } == [false, true])
    }

    @Test(arguments: [SIGSEGV, SIGABRT, SIGILL])
    func aCrashGivesTheTerminalBackToo(signal: Int32) throws {
        // The runtime's backtracer would stop at an interactive prompt on a terminal.
        let session = try TmuxSession(
            columns: 80, rows: 24, arguments: ["--interactive"],
            extraEnvironment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(session.waitForScreen(after: 0) != nil)
        session.expectPaneShowsLastScreen("before the crash")
        session.signal(signal)
        let exit = try #require(session.waitForExit())
        // Under ThreadSanitizer (CI's second run, which builds the program with it too), its
        // handler reports a SIGSEGV and exits 66 instead.
        let sanitizerStatus: Int32? = signal == SIGSEGV && ChildProcess.runsUnderThreadSanitizer ? 66 : nil
        #expect(exit.status == 128 + signal || exit.status == sanitizerStatus, "the crash goes on as a crash")
        #expect(exit.settingsAfter == exit.settingsBefore)
        #expect(!session.capture().contains { $0.contains("q quit") }, "the alternate screen is left")
    }

    @Test func controlCInInteractiveAndSigtermInWatchExitAsTheSignalWould() throws {
        let interactive = try TmuxSession(columns: 80, rows: 24, arguments: ["--interactive"])
        #expect(interactive.waitForScreen(after: 0) != nil)
        interactive.send("C-c")
        let interrupted = try #require(interactive.waitForExit())
        #expect(interrupted.status == 130)
        #expect(interrupted.settingsAfter == interrupted.settingsBefore)

        let watch = try TmuxSession(columns: 80, rows: 24, arguments: ["--watch"])
        #expect(watch.waitForScreen(after: 0) != nil)
        watch.expectPaneShowsLastScreen("watch")
        watch.signal(SIGTERM)
        let terminated = try #require(watch.waitForExit())
        #expect(terminated.status == 143)
        #expect(terminated.settingsAfter == terminated.settingsBefore)
    }
}
