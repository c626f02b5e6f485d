/// What a section has to show: the phases of its data.
///
/// A section starts ``loading``; each list its data relay delivers makes it ``loaded`` or
/// ``empty``; the owner sets ``failed(message:)`` when the data cannot be had. Empty, loading
/// and failed sections render their header and one short line, never a blank.
public enum SectionState: Sendable, Hashable, Codable {
    /// No data has arrived yet.
    case loading
    /// The section has at least one item.
    case loaded
    /// The data arrived and holds no items.
    case empty
    /// The data could not be had; `message` says why, in a few words.
    case failed(message: String)
}
