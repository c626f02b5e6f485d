/// What a ``StackComposer`` publishes once per scheduler turn in which its page changed: the
/// page, built once, and every change that led to it.
public struct PageUpdate: Sendable, Hashable {
    /// The page after the changes.
    public var page: DetailPage
    /// The changes since the previous update, in the order they happened; empty when only
    /// the page's presentation changed (a scroll, a focus move, a resize).
    public var changes: [PageChange]

    /// Creates an update.
    public init(page: DetailPage, changes: [PageChange]) {
        self.page = page
        self.changes = changes
    }
}
