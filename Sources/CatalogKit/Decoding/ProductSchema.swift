import Foundation

/// The shape of `products.json`: an array of product objects, every field required.
enum ProductSchema: CatalogSchema {
    /// Every field of a product object, in the order files usually give them. This one list
    /// is where the keys, the expectations, the report order, the decoding and the encoding
    /// come from: each switch over it is exhaustive, so a new field cannot be half added.
    enum Field: Int, SchemaField {
        case id, shopID, name, brand, category, price, currency, rating, reviewCount, stock, tags
        case relatedProductIDs, imageSymbol, updatedAt

        var spec: FieldSpec {
            switch self {
            case .id: FieldSpec("id", expects: "a non-empty string", missingRank: 0)
            case .shopID: FieldSpec("shopId", expects: "a non-empty string", missingRank: 2)
            case .name: FieldSpec("name", expects: "a string", missingRank: 3)
            case .brand: FieldSpec("brand", expects: "a string", missingRank: 4)
            case .category: FieldSpec("category", expects: "a non-empty string", missingRank: 5)
            case .price: FieldSpec("price", expects: "an integer (minor units)", missingRank: 6)
            case .currency: FieldSpec("currency", expects: ProductSchema.currencyExpectation, missingRank: 1)
            case .rating: FieldSpec("rating", expects: "a number from 0 to 5", missingRank: 7)
            case .reviewCount: FieldSpec("reviewCount", expects: "a whole number ≥ 0", missingRank: 8)
            case .stock: FieldSpec("stock", expects: "a whole number ≥ 0", missingRank: 9)
            case .tags: FieldSpec("tags", expects: "an array of strings", missingRank: 10)
            case .relatedProductIDs:
                FieldSpec("relatedProductIds", expects: "an array of strings", missingRank: 11)
            case .imageSymbol: FieldSpec("imageSymbol", expects: "a string", missingRank: 12)
            case .updatedAt: FieldSpec("updatedAt", expects: timestampExpectation, missingRank: 13)
            }
        }
    }

    static let keys: [StaticString] = Field.allCases.map(\.spec.key)
    static let keyTable = KeyTable(keys)
    static var arrayDescription: String { "an array of products" }
    static var elementDescription: String { "a product object" }

    private static let currencyExpectation = "one of \"JPY\", \"USD\""
    private static let currencies = ChoiceTable<Currency>()

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
            case .price: price = try reader.integer(number, expected: Field.price.spec.expectation)
            case .currency:
                currency = try reader.choice(number, among: currencies, expected: currencyExpectation)
            case .rating:
                rating = try reader.number(number, in: 0...5, expected: Field.rating.spec.expectation)
            case .reviewCount: reviewCount = try reader.integer(number)
            case .stock: stock = try reader.integer(number)
            case .tags: tags = try reader.strings(number, shared: true)
            case .relatedProductIDs: related = try reader.strings(number)
            case .imageSymbol: imageSymbol = try reader.string(number, shared: true)
            case .updatedAt: updatedAt = try reader.timestamp(number)
            case nil: break
            }
        }
        try requireEveryField(Field.self, of: reader, objectOffset: objectOffset)
        let product = Product(
            id: id, shopID: shopID, name: name, brand: brand, category: category,
            price: Money(minorUnits: price, currency: currency), rating: rating, reviewCount: reviewCount,
            stock: stock, tags: tags, relatedProductIDs: related, imageSymbol: imageSymbol,
            updatedAt: updatedAt)
        return (product, idOffset)
    }

    static func id(of entity: Product) -> String { entity.id }
}
