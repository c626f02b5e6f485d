/// Where a supplementary view sits in a section.
public enum SupplementaryKind: String, Sendable, Hashable, CustomStringConvertible {
    /// Above (horizontal) or before (vertical) the section's items.
    case header
    /// Below (horizontal) or after (vertical) the section's items.
    case footer

    /// The kind's name.
    public var description: String { rawValue }
}
