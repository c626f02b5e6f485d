/// What one look at the watched files found, each list in the order the paths were given.
public struct FileChanges: Equatable, Sendable {
    /// Files whose content differs from the last look, and files that appeared.
    public var changed: [String]
    /// Files that existed at the last look and are gone.
    public var removed: [String]
    /// Files that could not be read whole this time (unreadable, or growing while read);
    /// their last fingerprint is kept and the next look tries again.
    public var retrying: [String]

    /// Creates a report.
    public init(changed: [String] = [], removed: [String] = [], retrying: [String] = []) {
        self.changed = changed
        self.removed = removed
        self.retrying = retrying
    }

    /// Whether nothing changed, disappeared or needs a retry.
    public var isEmpty: Bool {
        changed.isEmpty && removed.isEmpty && retrying.isEmpty
    }

    /// Whether the data should be reloaded: something changed or disappeared.
    public var needsReload: Bool {
        !changed.isEmpty || !removed.isEmpty
    }
}
