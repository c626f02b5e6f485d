import Foundation

/// Data files for tests, built one object per line so that a test can name the line and
/// column it expects an error at.
package enum Fixture {
    /// The repository's shipped `Data/`, found from this file's path.
    package static let shippedData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data", isDirectory: true)

    /// The fields of a valid product, as raw JSON, in file order.
    package static func productFields(
        id: String, shop: String = "shop-a", category: String = "coffee", price: String = "1200",
        currency: String = "JPY", related: [String] = [], name: String = "ドリップケトル ☕️"
    ) -> [(String, String)] {
        [
            ("id", "\"\(id)\""), ("shopId", "\"\(shop)\""), ("name", "\"\(name)\""), ("brand", "\"Kissa\""),
            ("category", "\"\(category)\""), ("price", price), ("currency", "\"\(currency)\""),
            ("rating", "4.5"),
            ("reviewCount", "12"), ("stock", "3"), ("tags", "[\"人気\"]"),
            ("relatedProductIds", "[" + related.map { "\"\($0)\"" }.joined(separator: ", ") + "]"),
            ("imageSymbol", "\"☕️\""), ("updatedAt", "\"2026-11-29T08:30:00Z\""),
        ]
    }

    /// The fields of a valid note, as raw JSON, in file order.
    package static func noteFields(
        id: String, products: [String], publishedAt: String = "2026-11-01T09:00:00Z"
    )
        -> [(String, String)]
    {
        [
            ("id", "\"\(id)\""), ("title", "\"朝の一杯\""), ("editor", "\"編集部\""),
            ("publishedAt", "\"\(publishedAt)\""),
            ("productIds", "[" + products.map { "\"\($0)\"" }.joined(separator: ", ") + "]"),
            ("shopId", "\"shop-a\""), ("summary", "\"A slow morning.\""),
        ]
    }

    /// One object on one line: `{"key": value, ...}`.
    package static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A JSON array with one object per line: line 1 is `[`, element *i* is on line *i* + 2.
    package static func array(_ objects: [[(String, String)]]) -> String {
        "[\n" + objects.map(object).joined(separator: ",\n") + "\n]\n"
    }

    /// The 1-based column (in Unicode scalars) where `needle` ends on `line` of `text`.
    package static func column(after needle: String, onLine line: Int, of text: String) -> Int {
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let range = lineText.range(of: needle)!
        return lineText.unicodeScalars.distance(from: lineText.startIndex, to: range.upperBound) + 1
    }

    /// Writes a small valid catalog (products p-001…p-003, notes n-001, n-002) into `directory`.
    package static func writeSmallCatalog(to directory: URL, price: String = "1200") throws {
        try Data(
            array([
                productFields(id: "p-001", price: price, related: ["p-002"]),
                productFields(id: "p-002"),
                productFields(id: "p-003", shop: "shop-b"),
            ]).utf8
        ).write(to: directory.appendingPathComponent("products.json"))
        try Data(
            array([
                noteFields(id: "n-001", products: ["p-001"], publishedAt: "2026-10-01T00:00:00Z"),
                noteFields(id: "n-002", products: ["p-001", "p-002"], publishedAt: "2026-11-01T00:00:00Z"),
            ]).utf8
        ).write(to: directory.appendingPathComponent("notes.json"))
    }
}
