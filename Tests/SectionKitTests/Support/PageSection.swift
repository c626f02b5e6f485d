/// The sections a test page can show, as a caller's enum.
enum PageSection: String, Hashable, Sendable, CustomStringConvertible {
    case specs, products, recommended, notes

    var description: String { rawValue }
}
