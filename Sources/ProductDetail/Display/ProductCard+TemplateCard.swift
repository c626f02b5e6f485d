import CellKit

extension ProductCard: TemplateCard {
    /// `ProductCardCell.template`.
    static var templateName: String { "ProductCardCell" }
    /// 28 columns by 6 rows.
    static var cardSize: Size { Size(width: 28, height: 6) }
    /// Symbol, name, brand, price, rating and stock.
    var templateValues: [String: String] {
        [
            "imageSymbol": imageSymbol, "name": name, "brand": brand,
            "price": priceText, "rating": ratingText, "stock": stockText,
        ]
    }

    /// The title bold; the stock line yellow when few are left, red and dim when sold out.
    func style(ofLine row: Int) -> TextStyle {
        switch row {
        case 0: .bold
        case 3:
            switch stockLevel {
            case .inStock: .plain
            case .low: TextStyle(foreground: .yellow)
            case .soldOut: TextStyle(isDim: true, foreground: .red)
            }
        default: .plain
        }
    }
}
