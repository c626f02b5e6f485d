import CellKit
import Foundation

/// A boxed card in a carousel, laid out by its card type's template in this module's
/// resources (the headless counterpart of a nib-loaded cell).
///
/// One generic cell serves every card type; `ProductCardCell`, `NoteCardCell` and
/// `OfferCardCell` name its uses. Each use has its own reuse identifier (the reflected type
/// name includes the card type), so their pools never mix.
///
/// ```swift
/// let registration = try ProductCardCell.registration()
/// let cell = try collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: card)
/// ```
final class CardCell<Card: TemplateCard>: TemplateLoadable {
    /// The card's size in the carousel, border included.
    static var size: Size { Card.cardSize }

    /// The template file the card type names.
    static var templateName: String { Card.templateName }

    /// The bundle holding the templates: this module's.
    static var templateBundle: Bundle { .module }

    /// The card shown, or `nil` while the cell waits in the reuse pool.
    var card: Card?
    private var template: CellTemplate?

    /// Creates an empty cell; the collection view calls this when its pool is empty.
    init() {}

    /// Keeps the template this cell was made from.
    func awake(from template: CellTemplate) {
        self.template = template
    }

    /// Forgets the card.
    func prepareForReuse() {
        card = nil
    }

    /// Always `size`: cards in a carousel line up.
    func preferredSize(fitting proposal: Size) -> Size { Self.size }

    /// Draws the box and the template's lines filled from the card.
    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        draw(in: rect, on: &canvas, isSelected: false)
    }

    /// Draws the card; the selected one (the card ⏎ opens) in a heavy box, marked as CellKit
    /// marks a selection: reverse video, and `▶` over the box's top-left corner, which shows
    /// without color too. Both are one column wide in every width model, so the card keeps its
    /// size.
    func draw(in rect: Rect, on canvas: inout TextCanvas, isSelected: Bool) {
        guard let card else { return }
        CardDrawing.draw(template, card: card, border: isSelected ? .heavy : .rounded, in: rect, on: &canvas)
        if isSelected { canvas.drawSelectionMark(in: rect) }
    }

    /// The registration that loads the template from `templateBundle` and sets the card.
    ///
    /// - Throws: `CellKitError` if the template is missing or malformed.
    static func registration() throws(CellKitError) -> CellRegistration<CardCell<Card>, Card> {
        try CellRegistration.loadingTemplate { cell, _, card in cell.card = card }
    }
}

/// A related product's card, laid out by `ProductCardCell.template`.
typealias ProductCardCell = CardCell<ProductCard>

/// A note's card, laid out by `NoteCardCell.template`.
typealias NoteCardCell = CardCell<NoteCard>

/// A member offer's card, laid out by `OfferCardCell.template`.
typealias OfferCardCell = CardCell<OfferCard>
