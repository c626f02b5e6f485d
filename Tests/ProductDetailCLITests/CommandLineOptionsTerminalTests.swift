import Testing

@testable import ProductDetailCLI

@Suite struct CommandLineOptionsTerminalTests {
    @Test func interactiveNeedsATerminalOnInput() {
        #expect(throws: UsageError("--interactive needs a terminal, but standard input is not one")) {
            try CommandLineOptions(isInteractive: true).checkTerminal(
                inputIsTerminal: false, outputIsTerminal: true)
        }
    }

    @Test func interactiveNeedsATerminalOnOutput() {
        #expect(throws: UsageError("--interactive needs a terminal, but standard output is not one")) {
            try CommandLineOptions(isInteractive: true).checkTerminal(
                inputIsTerminal: true, outputIsTerminal: false)
        }
    }

    @Test func interactiveOnATerminalIsFine() {
        #expect(throws: Never.self) {
            try CommandLineOptions(isInteractive: true).checkTerminal(
                inputIsTerminal: true, outputIsTerminal: true)
        }
    }

    @Test func otherModesRunWithoutATerminal() {
        #expect(throws: Never.self) {
            try CommandLineOptions(isWatching: true).checkTerminal(
                inputIsTerminal: false, outputIsTerminal: false)
        }
    }
}
