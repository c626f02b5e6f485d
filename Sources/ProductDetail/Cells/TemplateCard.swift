import CellKit

/// A display struct that a `CardCell` can show: which template lays it out, how big its box
/// is, and the text for each of the template's `{field}`s.
public protocol TemplateCard: Identifiable, Equatable, Sendable {
    /// The template's file name in this module's resources, without `.template`.
    static var templateName: String { get }
    /// The card's size in a carousel, border included.
    static var cardSize: Size { get }
    /// The text for each field of the template.
    var templateValues: [String: String] { get }
}
