import Testing

@testable import ProductDetailCLI

@Suite(.timeLimit(.minutes(3))) struct TerminalTests {
    @Test func pipeIsNotATerminal() {
        let pipe = Pipe()
        #expect(!Terminal.isTerminal(fileDescriptor: pipe.readEnd))
        #expect(!Terminal.isTerminal(fileDescriptor: pipe.writeEnd))
    }

    @Test func pseudoTerminalIsATerminal() {
        let terminal = PseudoTerminal()
        #expect(Terminal.isTerminal(fileDescriptor: terminal.device))
    }

    @Test func cursorCodesAreDECTCEM() {
        #expect(Array(Terminal.hideCursor.utf8) == [0x1B, 0x5B, 0x3F, 0x32, 0x35, 0x6C])
        #expect(Array(Terminal.showCursor.utf8) == [0x1B, 0x5B, 0x3F, 0x32, 0x35, 0x68])
    }
}
