import Foundation

/// One product of the catalog, as stored in `products.json`.
///
/// The JSON shape is flat (`price` and `currency` are siblings); `Codable` follows the
/// same keys as the catalog decoder, which remains the authority on validation.
public struct Product: Sendable, Equatable, Identifiable {
    /// The stable identifier, e.g. `"p-001"`.
    public var id: String
    /// The shop selling the product, e.g. `"shop-kissa"`.
    public var shopID: String
    /// The display name; may be long and contain emoji.
    public var name: String
    /// The maker or label.
    public var brand: String
    /// The category used for "more like this", e.g. `"coffee"`.
    public var category: String
    /// The price, in integer minor units of its currency.
    public var price: Money
    /// The average rating, 0–5.
    public var rating: Double
    /// How many reviews the rating averages.
    public var reviewCount: Int
    /// Units in stock; 0 means sold out.
    public var stock: Int
    /// Free-form labels, in display order.
    public var tags: [String]
    /// Products the editors linked to this one, in display order.
    public var relatedProductIDs: [String]
    /// A short glyph or label a terminal shows in place of an image.
    public var imageSymbol: String
    /// When the product last changed.
    public var updatedAt: Date

    /// Creates a product.
    public init(
        id: String, shopID: String, name: String, brand: String, category: String, price: Money,
        rating: Double, reviewCount: Int, stock: Int, tags: [String], relatedProductIDs: [String],
        imageSymbol: String, updatedAt: Date
    ) {
        self.id = id
        self.shopID = shopID
        self.name = name
        self.brand = brand
        self.category = category
        self.price = price
        self.rating = rating
        self.reviewCount = reviewCount
        self.stock = stock
        self.tags = tags
        self.relatedProductIDs = relatedProductIDs
        self.imageSymbol = imageSymbol
        self.updatedAt = updatedAt
    }
}
