import CellKit

/// A display struct that a `CardCell` can show: which template lays it out, how big its box
/// is, the text for each of the template's `{field}`s, and the style of each line.
protocol TemplateCard: Identifiable, Equatable, Sendable {
    /// The template's file name in this module's resources, without `.template`.
    static var templateName: String { get }
    /// The card's size in a carousel, border included.
    static var cardSize: Size { get }
    /// The text for each field of the template.
    var templateValues: [String: String] { get }
    /// The style of the template's line `row` (0-based). By default the first line (the
    /// card's title) is bold and the others plain.
    func style(ofLine row: Int) -> TextStyle
}

extension TemplateCard {
    /// The first line bold, the others plain.
    func style(ofLine row: Int) -> TextStyle {
        row == 0 ? .bold : .plain
    }
}
