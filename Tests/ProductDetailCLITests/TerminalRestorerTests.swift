import Dispatch
import Relay
import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(3)), .serialized) struct TerminalRestorerTests {
    private struct Failure: Error {}

    @Test func activateEntersRawModeAndHidesTheCursorThenRestoreUndoesBoth() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let restorer = TerminalRestorer(
            mode: try TerminalMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd))
        try restorer.activate()
        #expect(!terminal.settings.hasLocal(ICANON))
        #expect(CrashRestoration.isArmed, "a crash gives the terminal back too")
        restorer.restore()
        restorer.restore()
        #expect(terminal.settings == before)
        #expect(!CrashRestoration.isArmed)
        #expect(output.readAllText() == Terminal.hideCursor + Terminal.showCursor)
    }

    @Test func theTerminalCanBeTakenAgainAfterItWasGivenBack() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let restorer = TerminalRestorer(
            mode: try TerminalMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd),
            usesAlternateScreen: true)
        try restorer.activate()
        restorer.restore()
        try restorer.activate()
        #expect(restorer.isTakenOver && !terminal.settings.hasLocal(ICANON))
        restorer.restore(drainsOutput: false)
        #expect(terminal.settings == before)
        let codes =
            Terminal.enterAlternateScreen + Terminal.hideCursor + Terminal.leaveAlternateScreen
            + Terminal.showCursor
        #expect(output.readAllText() == codes + codes)
    }

    @Test func errorThrownInsideWithRestorationRestoresTheTerminal() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let restorer = TerminalRestorer(
            mode: try TerminalMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd))
        #expect(throws: Failure.self) {
            try restorer.withRestoration {
                try restorer.activate()
                #expect(terminal.settings != before)
                throw Failure()
            }
        }
        #expect(terminal.settings == before)
        #expect(output.readAllText().hasSuffix(Terminal.showCursor))
    }

    @Test func alternateScreenIsEnteredAndLeftAroundTheCursorCodes() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let output = Pipe()
        let restorer = TerminalRestorer(
            mode: try TerminalMode(fileDescriptor: terminal.device),
            output: OutputWriter(fileDescriptor: output.writeEnd),
            usesAlternateScreen: true)
        try restorer.activate()
        restorer.restore()
        #expect(terminal.settings == before)
        #expect(
            output.readAllText()
                == Terminal.enterAlternateScreen + Terminal.hideCursor + Terminal.leaveAlternateScreen
                + Terminal.showCursor)
    }
}
