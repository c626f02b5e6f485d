/// How much of a product is left, as a card shows it.
enum StockLevel: Sendable, Hashable {
    /// More than a handful.
    case inStock
    /// A handful left (1 to 5): shown in yellow.
    case low
    /// None left: shown dim red.
    case soldOut

    /// The level of a stock count; zero or less is sold out.
    init(stock: Int) {
        switch stock {
        case ...0: self = .soldOut
        case 1...5: self = .low
        default: self = .inStock
        }
    }
}
