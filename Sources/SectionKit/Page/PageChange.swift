/// One change to a page, as a ``StackComposer`` publishes them, so that renderers and tests
/// follow updates without comparing whole pages. `Codable`, for streaming as NDJSON.
public enum PageChange: Sendable, Hashable, Codable {
    /// A section appeared at `index`.
    case sectionInserted(id: String, index: Int)
    /// A section at `index` went away.
    case sectionRemoved(id: String, index: Int)
    /// A section moved from one index to another.
    case sectionMoved(id: String, from: Int, to: Int)
    /// A section's items changed.
    case itemsChanged(id: String, summary: ChangeSummary)
    /// A section's state changed.
    case stateChanged(id: String, state: SectionState)
    /// A section's header text changed.
    case headerChanged(id: String, header: String)
}
