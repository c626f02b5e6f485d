extension CommandLineOptions {
    /// Checks the options that depend on where the program runs, which parsing alone cannot
    /// know: `--interactive` needs a terminal on both standard input and standard output.
    ///
    /// ```swift
    /// try options.checkTerminal(
    ///     inputIsTerminal: Terminal.isTerminal(fileDescriptor: STDIN_FILENO),
    ///     outputIsTerminal: Terminal.isTerminal(fileDescriptor: STDOUT_FILENO))
    /// ```
    ///
    /// - Throws: `UsageError` naming the stream that is not a terminal.
    func checkTerminal(inputIsTerminal: Bool, outputIsTerminal: Bool) throws(UsageError) {
        guard isInteractive else { return }
        if !inputIsTerminal {
            throw UsageError("--interactive needs a terminal, but standard input is not one")
        }
        if !outputIsTerminal {
            throw UsageError("--interactive needs a terminal, but standard output is not one")
        }
    }
}
