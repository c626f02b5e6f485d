import CellKit

/// A command line the program cannot run, described in one line (exit status 64).
///
/// The description names the offending flag or argument, the value given and what is
/// allowed, for example
/// `invalid value 'wide' for --width: expected a whole number from 1 to 500`.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line explanation, without a trailing newline or any control character.
    public let description: String

    /// Creates an error with a one-line explanation.
    ///
    /// Any control character in `description` (a newline, an escape) is shown as a visible
    /// escape such as `\u{A}`, so the message stays one line whatever text it quotes; quote
    /// user text with `UserText.quoted(_:)` to bound its length too.
    ///
    /// - Parameter description: What is wrong.
    public init(_ description: String) {
        self.description = description.terminalSafe
    }
}
