import CellKit
import Foundation

/// A boxed card showing a member offer, laid out by `OfferCardCell.template` in this module's
/// resources.
public final class OfferCardCell: TemplateLoadable {
    /// The card's size in the carousel: 28 columns by 5 rows, border included.
    public static let size = Size(width: 28, height: 5)

    /// The bundle holding `OfferCardCell.template`: this module's.
    public static var templateBundle: Bundle { .module }

    /// The card shown, or `nil` while the cell waits in the reuse pool.
    public var card: OfferCard?
    private var template: CellTemplate?

    /// Creates an empty cell; the collection view calls this when its pool is empty.
    public init() {}

    /// Keeps the template this cell was made from.
    public func awake(from template: CellTemplate) {
        self.template = template
    }

    /// Forgets the card.
    public func prepareForReuse() {
        card = nil
    }

    /// Always `size`: cards in a carousel line up.
    public func preferredSize(fitting proposal: Size) -> Size { Self.size }

    /// Draws the box and the template's lines filled from the card.
    public func draw(in rect: Rect, on canvas: inout TextCanvas) {
        guard let card else { return }
        CardDrawing.draw(
            template, values: ["title": card.title, "value": card.value, "detail": card.detail], in: rect,
            on: &canvas)
    }

    /// The registration that loads the template from `templateBundle` and sets the card.
    ///
    /// - Throws: `CellKitError` if the template is missing or malformed.
    public static func registration() throws(CellKitError) -> CellRegistration<OfferCardCell, OfferCard> {
        try CellRegistration.loadingTemplate { cell, _, card in cell.card = card }
    }
}
