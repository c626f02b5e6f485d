import CatalogKit
import Foundation

/// The data files' schema as Foundation `Decodable` types, only to time `JSONDecoder` on the
/// same files as `CatalogDecoder` (the baseline of the catalog group).
enum FoundationCatalog {
    struct Product: Decodable {
        var id: String
        var shopId: String
        var name: String
        var brand: String
        var category: String
        var price: Int
        var currency: String
        var rating: Double
        var reviewCount: Int
        var stock: Int
        var tags: [String]
        var relatedProductIds: [String]
        var imageSymbol: String
        var updatedAt: Date
    }

    struct Note: Decodable {
        var id: String
        var title: String
        var editor: String
        var publishedAt: Date
        var productIds: [String]
        var shopId: String
        var summary: String
    }

    /// A decoder reading the files' ISO 8601 timestamps.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
