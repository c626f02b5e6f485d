/// The role an index plays in a batch update, used when reporting a violation.
public enum BatchOperation: String, Sendable, Equatable, CustomStringConvertible {
    /// An item removed; its index counts before the update.
    case delete
    /// An item added; its index counts after the update.
    case insert
    /// An item whose cell is replaced; its index counts before the update.
    case reload
    /// An item whose cell is kept and re-configured; its index counts after the update.
    case reconfigure
    /// Where a moved item was; counts before the update.
    case moveSource = "move source"
    /// Where a moved item goes; counts after the update.
    case moveTarget = "move target"

    /// The operation's name.
    public var description: String { rawValue }
}
