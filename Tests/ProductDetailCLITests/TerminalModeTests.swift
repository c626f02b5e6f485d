import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(3)), .serialized) struct TerminalModeTests {
    @Test func enteringRawModeTurnsOffEchoLineBufferingAndSignals() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        #expect(before.hasLocal(ECHO) && before.hasLocal(ICANON) && before.hasLocal(ISIG))
        let mode = try TerminalMode(fileDescriptor: terminal.device)
        try mode.enter()
        let raw = terminal.settings
        #expect(mode.isActive)
        #expect(!raw.hasLocal(ECHO))
        #expect(!raw.hasLocal(ICANON))
        #expect(!raw.hasLocal(ISIG))
        #expect(!raw.hasLocal(IEXTEN))
        #expect(!raw.hasInput(ICRNL))
        #expect(!raw.hasInput(IXON))
        #expect(raw.outputFlags == before.outputFlags, "output processing is kept")
        #expect(raw.controlCharacters[Int(VMIN)] == 1)
        #expect(raw.controlCharacters[Int(VTIME)] == 0)
        mode.restore()
    }

    @Test func restorePutsEverySettingBackExactly() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let mode = try TerminalMode(fileDescriptor: terminal.device)
        try mode.enter()
        #expect(terminal.settings != before)
        mode.restore()
        #expect(terminal.settings == before)
        #expect(!mode.isActive)
    }

    @Test func secondRestoreDoesNothing() throws {
        let terminal = PseudoTerminal()
        let mode = try TerminalMode(fileDescriptor: terminal.device)
        try mode.enter()
        mode.restore()
        var changedLater = mode.originalSettings
        changedLater.c_lflag &= ~tcflag_t(ECHO)
        terminal.apply(changedLater)
        mode.restore()
        #expect(!terminal.settings.hasLocal(ECHO), "a second restore must not touch the terminal")
    }

    @Test func enterTwiceThenRestoreOnceRestores() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let mode = try TerminalMode(fileDescriptor: terminal.device)
        try mode.enter()
        try mode.enter()
        mode.restore()
        #expect(terminal.settings == before)
    }

    @Test func pipeIsNotATerminal() {
        let pipe = Pipe()
        #expect(throws: SystemError("tcgetattr", code: ENOTTY)) {
            _ = try TerminalMode(fileDescriptor: pipe.readEnd)
        }
    }
}

extension TerminalModeTests {
    @Test func quietModeTurnsOffEchoOnlySoKeysStillSendTheirSignals() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let mode = try TerminalMode(fileDescriptor: terminal.device, kind: .quiet)
        try mode.enter()
        let quiet = terminal.settings
        #expect(!quiet.hasLocal(ECHO))
        #expect(quiet.hasLocal(ISIG) && quiet.hasLocal(ICANON), "Ctrl-C and Ctrl-Z still signal")
        #expect(quiet.inputFlags == before.inputFlags && quiet.outputFlags == before.outputFlags)
        mode.restore()
        #expect(terminal.settings == before)
    }

    @Test func theModeKnowsWhenSomeoneElseChangedTheSettings() throws {
        let terminal = PseudoTerminal()
        let mode = try TerminalMode(fileDescriptor: terminal.device)
        #expect(!mode.isInEffect)
        try mode.enter()
        #expect(mode.isInEffect)
        // A shell that stopped the program as a job puts its own settings back.
        terminal.apply(mode.originalSettings)
        #expect(!mode.isInEffect)
        mode.restore()
        try mode.enter()
        #expect(mode.isInEffect, "after giving the terminal back, it can be taken again")
        mode.restore()
    }

    @Test func theControlCharactersAreTheTerminals() throws {
        let terminal = PseudoTerminal()
        var settings = terminal.settings.raw
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VSUSP)] = 0x19
            characters[Int(VQUIT)] = 0
        }
        terminal.apply(settings)
        let mode = try TerminalMode(fileDescriptor: terminal.device)
        #expect(mode.controlCharacter(VSUSP) == 0x19)
        #expect(mode.controlCharacter(VINTR) == 0x03)
        #expect(mode.controlCharacter(VQUIT) == nil, "disabled")
    }
}
