import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(3))) struct TerminalSizeTests {
    @Test func pipeIsNotATerminalSoColumnsComeFromTheEnvironment() {
        let pipe = Pipe()
        #expect(TerminalSize.windowColumns(fileDescriptor: pipe.writeEnd) == nil)
        #expect(TerminalSize.columns(fileDescriptor: pipe.writeEnd, environment: ["COLUMNS": "132"]) == 132)
    }

    @Test func withoutTerminalOrColumnsTheWidthIsEighty() {
        let pipe = Pipe()
        #expect(TerminalSize.columns(fileDescriptor: pipe.writeEnd, environment: [:]) == 80)
    }

    @Test(arguments: ["", "wide", "0", "-3", "12.5"])
    func unusableColumnsFallBackToEighty(value: String) {
        let pipe = Pipe()
        #expect(TerminalSize.columns(fileDescriptor: pipe.writeEnd, environment: ["COLUMNS": value]) == 80)
    }

    @Test func columnsAreClampedToTheSupportedRange() {
        let pipe = Pipe()
        #expect(TerminalSize.columns(fileDescriptor: pipe.writeEnd, environment: ["COLUMNS": "5"]) == 5)
        #expect(TerminalSize.columns(fileDescriptor: pipe.writeEnd, environment: ["COLUMNS": "9000"]) == 500)
    }

    @Test func terminalWidthWinsOverColumns() throws {
        let terminal = PseudoTerminal()
        var size = winsize(ws_row: 30, ws_col: 97, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(terminal.device, UInt(TIOCSWINSZ), &size) == 0)
        #expect(TerminalSize.windowColumns(fileDescriptor: terminal.device) == 97)
        #expect(TerminalSize.columns(fileDescriptor: terminal.device, environment: ["COLUMNS": "132"]) == 97)
    }

    @Test func terminalReportingZeroColumnsFallsBackToColumns() throws {
        let terminal = PseudoTerminal()
        var size = winsize(ws_row: 0, ws_col: 0, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(terminal.device, UInt(TIOCSWINSZ), &size) == 0)
        #expect(TerminalSize.columns(fileDescriptor: terminal.device, environment: ["COLUMNS": "60"]) == 60)
    }

    @Test func rowsComeFromTheTerminalThenLinesThenTwentyFour() throws {
        let pipe = Pipe()
        #expect(TerminalSize.rows(fileDescriptor: pipe.writeEnd, environment: [:]) == 24)
        #expect(TerminalSize.rows(fileDescriptor: pipe.writeEnd, environment: ["LINES": " 40 "]) == 40)
        #expect(TerminalSize.rows(fileDescriptor: pipe.writeEnd, environment: ["LINES": "0"]) == 24)
        #expect(TerminalSize.rows(fileDescriptor: pipe.writeEnd, environment: ["LINES": "tall"]) == 24)
        let terminal = PseudoTerminal()
        #expect(TerminalSize.windowRows(fileDescriptor: terminal.device) == nil, "a new pty reports 0 rows")
        #expect(TerminalSize.rows(fileDescriptor: terminal.device, environment: ["LINES": "33"]) == 33)
        terminal.resize(columns: 60, rows: 15)
        #expect(TerminalSize.windowRows(fileDescriptor: terminal.device) == 15)
        #expect(TerminalSize.rows(fileDescriptor: terminal.device, environment: ["LINES": "33"]) == 15)
        #expect(TerminalSize.columns(fileDescriptor: terminal.device, environment: [:]) == 60)
    }

    @Test func narrowTerminalsAreDrawnAtTheirWidth() {
        let pipe = Pipe()
        #expect(TerminalSize.columns(fileDescriptor: pipe.writeEnd, environment: ["COLUMNS": "15"]) == 15)
        #expect(TerminalSize.columns(fileDescriptor: pipe.writeEnd, environment: ["COLUMNS": "1"]) == 1)
    }
}
