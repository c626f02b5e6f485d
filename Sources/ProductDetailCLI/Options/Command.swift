/// What the command line asks the program to do.
public enum Command: Equatable, Sendable {
    /// Render the page with these options.
    case run(CommandLineOptions)
    /// Print `Usage.help` and exit 0.
    case help
    /// Print `Usage.version` and exit 0.
    case version
}
