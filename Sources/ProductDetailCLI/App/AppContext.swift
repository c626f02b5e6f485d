import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the app needs from the process: its environment, its working directory, its
/// standard streams and the clock. Passed in, so tests can build an app without touching
/// process-wide state.
public struct AppContext: Sendable {
    /// The process environment.
    public var environment: [String: String]
    /// The working directory, for finding `./Data`.
    public var currentDirectory: String
    /// Where pages go.
    public var output: OutputWriter
    /// Where one-line errors and warnings go.
    public var errorOutput: OutputWriter
    /// The file descriptor keys are read from in `--interactive`.
    public var inputDescriptor: Int32
    /// Whether standard input is a terminal.
    public var inputIsTerminal: Bool
    /// Whether standard output is a terminal.
    public var outputIsTerminal: Bool
    /// The moment relative dates ("3 days ago") count from.
    public var now: Date

    /// Creates a context.
    public init(
        environment: [String: String],
        currentDirectory: String,
        output: OutputWriter,
        errorOutput: OutputWriter,
        inputDescriptor: Int32,
        inputIsTerminal: Bool,
        outputIsTerminal: Bool,
        now: Date
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.output = output
        self.errorOutput = errorOutput
        self.inputDescriptor = inputDescriptor
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.now = now
    }

    /// The environment variable that pins the clock (an ISO 8601 time such as
    /// `2026-11-30T09:00:00Z`), for reproducible output in tests and screenshots.
    public static let clockVariable = "PRODUCT_DETAIL_NOW"

    /// The running process's context: its environment, working directory and standard
    /// streams, and the current time (or the one `PRODUCT_DETAIL_NOW` pins).
    public static func process() -> AppContext {
        let environment = ProcessInfo.processInfo.environment
        return AppContext(
            environment: environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            output: OutputWriter(fileDescriptor: STDOUT_FILENO),
            errorOutput: OutputWriter(fileDescriptor: STDERR_FILENO),
            inputDescriptor: STDIN_FILENO,
            inputIsTerminal: Terminal.isTerminal(fileDescriptor: STDIN_FILENO),
            outputIsTerminal: Terminal.isTerminal(fileDescriptor: STDOUT_FILENO),
            now: environment[clockVariable].flatMap { try? Date($0, strategy: .iso8601) } ?? Date()
        )
    }
}
