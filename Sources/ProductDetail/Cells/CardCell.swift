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
public final class CardCell<Card: TemplateCard>: TemplateLoadable {
    /// The card's size in the carousel, border included.
    public static var size: Size { Card.cardSize }

    /// The template file the card type names.
    public static var templateName: String { Card.templateName }

    /// The bundle holding the templates: this module's.
    public static var templateBundle: Bundle { .module }

    /// The card shown, or `nil` while the cell waits in the reuse pool.
    public var card: Card?
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
        CardDrawing.draw(template, card: card, in: rect, on: &canvas)
    }

    /// The registration that loads the template from `templateBundle` and sets the card.
    ///
    /// - Throws: `CellKitError` if the template is missing or malformed.
    public static func registration() throws(CellKitError) -> CellRegistration<CardCell<Card>, Card> {
        try CellRegistration.loadingTemplate { cell, _, card in cell.card = card }
    }
}

/// A related product's card, laid out by `ProductCardCell.template`.
public typealias ProductCardCell = CardCell<ProductCard>

/// A note's card, laid out by `NoteCardCell.template`.
public typealias NoteCardCell = CardCell<NoteCard>

/// A member offer's card, laid out by `OfferCardCell.template`.
public typealias OfferCardCell = CardCell<OfferCard>
