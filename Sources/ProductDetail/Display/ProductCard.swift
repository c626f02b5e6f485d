/// What a related-product card shows, already formatted.
struct ProductCard: Sendable, Hashable, Identifiable {
    /// The product's id.
    var id: String
    /// The product's name.
    var name: String
    /// The brand.
    var brand: String
    /// The price, e.g. `¥12,800`.
    var priceText: String
    /// Stars and review count, e.g. `★4.7 (1,284)`.
    var ratingText: String
    /// Stock, e.g. `In stock`, `Only 3 left`, `Sold out`.
    var stockText: String
    /// A short glyph shown in place of an image.
    var imageSymbol: String
    /// How much is left, which colours the stock line.
    var stockLevel: StockLevel

    /// Creates a card from already formatted texts.
    init(
        id: String, name: String, brand: String, priceText: String, ratingText: String, stockText: String,
        imageSymbol: String, stockLevel: StockLevel = .inStock
    ) {
        self.id = id
        self.name = name
        self.brand = brand
        self.priceText = priceText
        self.ratingText = ratingText
        self.stockText = stockText
        self.imageSymbol = imageSymbol
        self.stockLevel = stockLevel
    }
}
