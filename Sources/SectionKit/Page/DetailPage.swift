import CellKit

/// A rendered product detail page as a value: its sections in order, each with its frame,
/// state, scroll position and drawn lines.
///
/// The same inputs give the same page, so tests compare pages with `==`, renderers turn them
/// into text, and the CLI streams them as JSON.
///
/// ```swift
/// let page = composer.page()
/// print(PlainTextRenderer().render(page))
/// let json = try JSONEncoder().encode(page)
/// ```
public struct DetailPage: Sendable, Hashable {
    /// The page width in columns.
    public var width: Int
    /// The sections, top to bottom.
    public var sections: [Section]
    /// How the page's text was measured (the width model of the terminal it is drawn for).
    public var widthModel: WidthModel

    /// Creates a page.
    public init(width: Int, sections: [Section], widthModel: WidthModel = .grapheme) {
        precondition(width >= 0, "page width must not be negative, got \(width)")
        self.width = width
        self.sections = sections
        self.widthModel = widthModel
    }

    /// The page height in lines: the bottom of its lowest section.
    public var height: Int { sections.map { $0.frame.y + $0.frame.height }.max() ?? 0 }

    /// The section with identity `id`, if the page has one.
    public func section(_ id: String) -> Section? { sections.first { $0.id == id } }
}
