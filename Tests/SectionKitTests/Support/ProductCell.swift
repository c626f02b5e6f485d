import CellKit

/// A two-line product cell that counts how often it was configured, to tell a reconfigured
/// live cell from a new one.
final class ProductCell: ReusableCell {
    var card: ProductCard?
    var configurations = 0

    init() {}

    func prepareForReuse() {
        card = nil
    }

    func draw(in rect: Rect, on canvas: inout TextCanvas) {
        guard let card else { return }
        canvas.drawText(card.name, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
        canvas.drawText(
            card.price, in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1), style: .dim)
    }

    static func registration() -> CellRegistration<ProductCell, ProductCard> {
        CellRegistration { cell, _, card in
            cell.card = card
            cell.configurations += 1
        }
    }
}
