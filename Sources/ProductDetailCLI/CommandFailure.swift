import ProductDetail

/// A failure that ends the program: the exit status and one line for standard error.
///
/// Every error the CLI can meet becomes one of these at the top, so the `@main` only prints
/// `stderrText` and exits with `exitCode`.
///
/// ```swift
/// } catch {
///     let failure = CommandFailure(error)
///     FileHandle.standardError.write(Data(failure.stderrText.utf8))
///     exit(failure.exitCode.rawValue)
/// }
/// ```
public struct CommandFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The status the process exits with.
    public let exitCode: ExitCode
    /// What went wrong, in one line, without the program name.
    public let message: String
    /// An optional second line, such as the usage synopsis after a usage error.
    public let hint: String?

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - exitCode: The status to exit with; not `.success`.
    ///   - message: One line saying what went wrong.
    ///   - hint: One optional line saying what to do about it.
    public init(exitCode: ExitCode, message: String, hint: String? = nil) {
        precondition(exitCode != .success, "a failure cannot exit with success")
        precondition(!message.contains("\n"), "a failure message is one line: \(message)")
        precondition(hint.map { !$0.contains("\n") } ?? true, "a failure hint is one line")
        self.exitCode = exitCode
        self.message = message
        self.hint = hint
    }

    /// Maps any error to a failure: a `CommandFailure` stays as it is, a `UsageError` exits 64
    /// with the usage line as its hint, a `CatalogError` as `init(_:)` for catalog errors says,
    /// anything else exits 70 with its description.
    public init(_ error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let usage as UsageError:
            self.init(exitCode: .usage, message: usage.description, hint: Usage.line)
        case let catalog as CatalogError:
            self.init(catalog)
        default:
            let oneLine = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            self.init(exitCode: .software, message: oneLine)
        }
    }

    /// The message as `product-detail: message`.
    public var description: String {
        "\(Usage.commandName): \(message)"
    }

    /// What to write to standard error: the description, then the hint, each ending in a
    /// newline.
    public var stderrText: String {
        description + "\n" + (hint.map { $0 + "\n" } ?? "")
    }
}
