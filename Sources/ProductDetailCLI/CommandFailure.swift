import CatalogKit
import CellKit
import Foundation
import ProductDetail

/// A failure that ends the program: the exit status and the one line for standard error.
///
/// Every error the CLI can meet becomes one of these at the top, so the `@main` only prints
/// `stderrText` and exits with `exitCode`. The message is always exactly one line, free of
/// control characters and at most `maximumMessageLength` characters long, whatever text from
/// users, files or the system it quotes.
///
/// ```swift
/// } catch {
///     let failure = CommandFailure(error)
///     FileHandle.standardError.write(Data(failure.stderrText.utf8))
///     exit(failure.exitCode.rawValue)
/// }
/// ```
public struct CommandFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The longest message kept, in characters; a longer one is cut and ends with "…".
    static let maximumMessageLength = 1_000

    /// The status the process exits with.
    public let exitCode: ExitCode
    /// What went wrong, in one line, without the program name.
    public let message: String

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - exitCode: The status to exit with; not `.success` (a programmer error).
    ///   - message: What went wrong. Line breaks become spaces, other controls visible
    ///     escapes (`\u{1B}`), and the text is cut to `maximumMessageLength` characters.
    public init(exitCode: ExitCode, message: String) {
        precondition(exitCode != .success, "a failure cannot exit with success")
        self.exitCode = exitCode
        self.message = Self.oneLine(message)
    }

    /// Maps any error to a failure: a `CommandFailure` stays as it is, a `UsageError` exits 64
    /// pointing at `--help`, a `CatalogError` as `init(_:dataDirectory:)` for catalog errors
    /// says, anything else exits 70 with its description.
    ///
    /// - Parameters:
    ///   - error: What went wrong.
    ///   - dataDirectory: The data directory in use, if one was found; an unknown product's
    ///     message names the file that lists the ids in it.
    public init(_ error: any Error, dataDirectory: URL? = nil) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let usage as UsageError:
            self.init(exitCode: .usage, message: "\(usage.description) (see \(Usage.commandName) --help)")
        case let catalog as CatalogError:
            self.init(catalog, dataDirectory: dataDirectory)
        default:
            self.init(exitCode: .software, message: String(describing: error))
        }
    }

    /// The message as `product-detail: message`.
    public var description: String {
        "\(Usage.commandName): \(message)"
    }

    /// What to write to standard error: the description and one newline.
    public var stderrText: String {
        description + "\n"
    }

    /// A message that does not end the program (a bad reload in `--watch`), as it goes to
    /// standard error: `product-detail: message` and a newline, made one safe, bounded line
    /// the way failures are.
    static func stderrLine(_ message: String) -> String {
        "\(Usage.commandName): \(oneLine(message))\n"
    }

    /// `text` as one safe, bounded line.
    private static func oneLine(_ text: String) -> String {
        let joined = text.split(whereSeparator: \.isNewline).joined(separator: " ").terminalSafe
        guard joined.count > maximumMessageLength else { return joined }
        return String(joined.prefix(maximumMessageLength - 1)) + "…"
    }
}
