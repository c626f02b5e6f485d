import Testing

@testable import ProductDetailCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct TerminalSizeTests {
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
}
