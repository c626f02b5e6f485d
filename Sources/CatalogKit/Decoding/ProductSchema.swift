import Foundation

/// The shape of `products.json`: an array of product objects, every field required.
enum ProductSchema: CatalogSchema {
    private enum Field: Int {
        case id, shopID, name, brand, category, price, currency, rating, reviewCount, stock, tags
        case relatedProductIDs, imageSymbol, updatedAt
    }

    static let keys: [StaticString] = [
        "id", "shopId", "name", "brand", "category", "price", "currency", "rating", "reviewCount", "stock",
        "tags", "relatedProductIds", "imageSymbol", "updatedAt",
    ]
    static let keyTable = KeyTable(keys)
    static var arrayDescription: String { "an array of products" }
    static var elementDescription: String { "a product object" }

    /// How a missing field is described, by field.
    private static let expectations: [String] = [
        "a non-empty string", "a non-empty string", "a string", "a string", "a non-empty string",
        "an integer (minor units)", currencyExpectation, "a number from 0 to 5", "a whole number ≥ 0",
        "a whole number ≥ 0", "an array of strings", "an array of strings", "a string",
        "an ISO 8601 UTC timestamp like \"2026-11-29T08:30:00Z\"",
    ]
    private static let currencyExpectation = "one of \"JPY\", \"USD\""
    private static let currencies = ChoiceTable<Currency>()
    /// The order in which missing fields are reported.
    private static let reportOrder: [Field] = [
        .id, .currency, .shopID, .name, .brand, .category, .price, .rating, .reviewCount, .stock, .tags,
        .relatedProductIDs, .imageSymbol, .updatedAt,
    ]

    static func decode(_ reader: inout ElementReader) throws(DecodingFailure) -> (
        entity: Product, idOffset: Int
    ) {
        let objectOffset = try reader.beginObject(describe: elementDescription)
        var id = ""
        var idOffset = objectOffset
        var shopID = ""
        var name = ""
        var brand = ""
        var category = ""
        var price = 0
        var currency = Currency.jpy
        var rating = 0.0
        var reviewCount = 0
        var stock = 0
        var tags: [String] = []
        var related: [String] = []
        var imageSymbol = ""
        var updatedAt = Date(timeIntervalSince1970: 0)
        while let number = try reader.nextField() {
            switch Field(rawValue: number) {
            case .id:
                idOffset = reader.cursor.position
                id = try reader.string(number, allowsEmpty: false)
            case .shopID: shopID = try reader.string(number, allowsEmpty: false, shared: true)
            case .name: name = try reader.string(number)
            case .brand: brand = try reader.string(number, shared: true)
            case .category: category = try reader.string(number, allowsEmpty: false, shared: true)
            case .price: price = try reader.integer(number, expected: "an integer (minor units)")
            case .currency:
                currency = try reader.choice(number, among: currencies, expected: currencyExpectation)
            case .rating: rating = try reader.number(number, in: 0...5, expected: "a number from 0 to 5")
            case .reviewCount: reviewCount = try reader.integer(number)
            case .stock: stock = try reader.integer(number)
            case .tags: tags = try reader.strings(number, shared: true)
            case .relatedProductIDs: related = try reader.strings(number)
            case .imageSymbol: imageSymbol = try reader.string(number, shared: true)
            case .updatedAt: updatedAt = try reader.timestamp(number)
            case nil: break
            }
        }
        if reader.seen != allFields,
            let missing = reportOrder.first(where: { reader.seen & (1 << $0.rawValue) == 0 })
        {
            throw DecodingFailure(
                .missingField(path: reader.path(missing.rawValue), expected: expectations[missing.rawValue]),
                at: objectOffset)
        }
        let product = Product(
            id: id, shopID: shopID, name: name, brand: brand, category: category,
            price: Money(minorUnits: price, currency: currency), rating: rating, reviewCount: reviewCount,
            stock: stock, tags: tags, relatedProductIDs: related, imageSymbol: imageSymbol,
            updatedAt: updatedAt)
        return (product, idOffset)
    }

    static func id(of entity: Product) -> String { entity.id }
}
