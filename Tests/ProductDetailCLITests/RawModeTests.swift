import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(3)), .serialized) struct RawModeTests {
    @Test func enteringRawModeTurnsOffEchoLineBufferingAndSignals() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        #expect(before.hasLocal(ECHO) && before.hasLocal(ICANON) && before.hasLocal(ISIG))
        let rawMode = try RawMode(fileDescriptor: terminal.device)
        try rawMode.enter()
        let raw = terminal.settings
        #expect(rawMode.isActive)
        #expect(!raw.hasLocal(ECHO))
        #expect(!raw.hasLocal(ICANON))
        #expect(!raw.hasLocal(ISIG))
        #expect(!raw.hasLocal(IEXTEN))
        #expect(!raw.hasInput(ICRNL))
        #expect(!raw.hasInput(IXON))
        #expect(raw.outputFlags == before.outputFlags, "output processing is kept")
        #expect(raw.controlCharacters[Int(VMIN)] == 1)
        #expect(raw.controlCharacters[Int(VTIME)] == 0)
        rawMode.restore()
    }

    @Test func restorePutsEverySettingBackExactly() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let rawMode = try RawMode(fileDescriptor: terminal.device)
        try rawMode.enter()
        #expect(terminal.settings != before)
        rawMode.restore()
        #expect(terminal.settings == before)
        #expect(!rawMode.isActive)
    }

    @Test func secondRestoreDoesNothing() throws {
        let terminal = PseudoTerminal()
        let rawMode = try RawMode(fileDescriptor: terminal.device)
        try rawMode.enter()
        rawMode.restore()
        var changedLater = rawMode.originalSettings
        changedLater.c_lflag &= ~tcflag_t(ECHO)
        terminal.apply(changedLater)
        rawMode.restore()
        #expect(!terminal.settings.hasLocal(ECHO), "a second restore must not touch the terminal")
    }

    @Test func enterTwiceThenRestoreOnceRestores() throws {
        let terminal = PseudoTerminal()
        let before = terminal.settings
        let rawMode = try RawMode(fileDescriptor: terminal.device)
        try rawMode.enter()
        try rawMode.enter()
        rawMode.restore()
        #expect(terminal.settings == before)
    }

    @Test func pipeIsNotATerminal() {
        let pipe = Pipe()
        #expect(throws: SystemError("tcgetattr", code: ENOTTY)) {
            _ = try RawMode(fileDescriptor: pipe.readEnd)
        }
    }
}
