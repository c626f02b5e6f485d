/// A command line the program cannot run, described in one line (exit status 64).
///
/// The description names the offending flag or argument, the value given and what is
/// allowed, for example
/// `invalid value 'wide' for --width: expected a whole number from 20 to 500`.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line explanation, without a trailing newline.
    public let description: String

    /// Creates an error with a one-line explanation.
    ///
    /// - Parameter description: What is wrong; must not contain a newline.
    public init(_ description: String) {
        precondition(!description.contains("\n"), "a usage error is one line: \(description)")
        self.description = description
    }
}
