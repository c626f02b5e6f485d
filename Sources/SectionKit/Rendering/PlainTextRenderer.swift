import CellKit

/// Renders a page as plain text: every section's lines at its frame, blank lines between
/// sections, each line at most the page width in display columns, trailing spaces removed,
/// no styles.
///
/// The output depends only on the page, byte for byte, which is what golden tests compare.
///
/// ```swift
/// let text = PlainTextRenderer().render(composer.page())
/// ```
public struct PlainTextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The page's lines, top to bottom, as many as the page is tall (see
    /// ``DetailPage/rows()``), without their styles.
    ///
    /// - Complexity: O(*w* × *h*) in the page's width and height.
    public func lines(of page: DetailPage) -> [String] {
        page.rows().map(\.text)
    }

    /// The page as text: its ``lines(of:)``, each ending in a newline.
    public func render(_ page: DetailPage) -> String {
        lines(of: page).map { $0 + "\n" }.joined()
    }
}
