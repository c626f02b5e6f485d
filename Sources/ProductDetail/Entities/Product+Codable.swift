import Foundation

extension Product: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, shopId, name, brand, category, price, currency, rating, reviewCount, stock, tags
        case relatedProductIds, imageSymbol, updatedAt
    }

    /// Decodes a product in the shape of `products.json`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let updatedAt = try container.decode(String.self, forKey: .updatedAt)
        guard let date = ISO8601Timestamp.date(from: updatedAt) else {
            throw DecodingError.dataCorruptedError(
                forKey: .updatedAt, in: container, debugDescription: "expected an ISO 8601 UTC date")
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            shopID: try container.decode(String.self, forKey: .shopId),
            name: try container.decode(String.self, forKey: .name),
            brand: try container.decode(String.self, forKey: .brand),
            category: try container.decode(String.self, forKey: .category),
            price: Money(
                minorUnits: try container.decode(Int.self, forKey: .price),
                currency: try container.decode(Currency.self, forKey: .currency)),
            rating: try container.decode(Double.self, forKey: .rating),
            reviewCount: try container.decode(Int.self, forKey: .reviewCount),
            stock: try container.decode(Int.self, forKey: .stock),
            tags: try container.decode([String].self, forKey: .tags),
            relatedProductIDs: try container.decode([String].self, forKey: .relatedProductIds),
            imageSymbol: try container.decode(String.self, forKey: .imageSymbol),
            updatedAt: date
        )
    }

    /// Encodes the product in the shape of `products.json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(shopID, forKey: .shopId)
        try container.encode(name, forKey: .name)
        try container.encode(brand, forKey: .brand)
        try container.encode(category, forKey: .category)
        try container.encode(price.minorUnits, forKey: .price)
        try container.encode(price.currency, forKey: .currency)
        try container.encode(rating, forKey: .rating)
        try container.encode(reviewCount, forKey: .reviewCount)
        try container.encode(stock, forKey: .stock)
        try container.encode(tags, forKey: .tags)
        try container.encode(relatedProductIDs, forKey: .relatedProductIds)
        try container.encode(imageSymbol, forKey: .imageSymbol)
        try container.encode(ISO8601Timestamp.string(from: updatedAt), forKey: .updatedAt)
    }
}
