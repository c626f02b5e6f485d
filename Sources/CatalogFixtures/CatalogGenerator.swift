import CatalogKit
import Foundation
import Relay

/// Writes a large synthetic catalog (`products.json` with *n* products, `notes.json` with
/// *n*/2 notes) for benchmarks and scale tests; the same seed always gives the same bytes.
///
/// The data has the shipped catalog's shape and mix: Japanese and English names, emoji,
/// JPY and USD prices, about 50 products per shop, 40 categories, five related ids per
/// product and one to three products per note, all existing.
///
/// ```swift
/// try CatalogGenerator(seed: 7).write(productCount: 100_000, to: directory)
/// ```
public struct CatalogGenerator: Sendable {
    private static let namePrefixes = [
        "ハンドドリップ", "ワイヤレス", "南部鉄器", "Packable", "Studio", "トラベル", "Vintage", "手作り", "Everyday",
        "限定", "Organic", "職人の",
    ]
    private static let nameItems = [
        "コーヒーセット ☕️", "Headphones 🎧", "急須 🫖", "Daypack 🎒", "万年筆 🖋️", "Cast Iron Skillet 🍳",
        "エプロン 👩‍🍳", "Passport Wallet 🇯🇵", "ノート 📓", "Speaker 🔊", "土鍋 🍲", "Umbrella ☂️",
    ]
    private static let brands = [
        "Kissa Tokyo", "音工房", "台所道具店", "Porter", "Midori", "Brooklyn Sound Co.", "旅支度",
    ]
    private static let symbols = ["☕️", "🎧", "🫖", "🎒", "🖋️", "🍳", "👩‍🍳", "🇯🇵", "📓", "🔊", "🍲", "☂️"]
    private static let tags = ["新着", "人気", "限定", "ギフト", "sale", "bestseller", "eco", "日本製"]
    private static let editors = ["佐藤 葵", "Hannah Brooks", "田中 蓮", "Miguel Ortega", "編集部"]
    private static let titles = [
        "朝のコーヒーを変える道具", "A Slow Morning Ritual", "旅先で役立ったもの 🧳", "Notes from the Listening Room 🎧",
        "贈りものに迷ったら 🎁", "Long-Term Review: One Year Later",
    ]
    private static let summaries = [
        "毎朝の一杯が、少しだけ特別になる。編集部が試した手順をまとめました。",
        "We tested it for three months. Here is what held up, and who should buy it.",
        "職人さんの工房を訪ね、ものづくりへの思いを伺いました。👩‍🍳✨",
    ]

    /// The seed every random choice derives from.
    public var seed: UInt64

    /// Creates a generator.
    ///
    /// - Parameter seed: The same seed always produces the same files.
    public init(seed: UInt64 = 2026) {
        self.seed = seed
    }

    /// Writes `products.json` and `notes.json` into `directory`, replacing them if present.
    ///
    /// - Parameters:
    ///   - productCount: How many products (at least 1); notes are half as many.
    ///   - directory: An existing, writable directory.
    /// - Returns: The number of bytes written, both files together.
    /// - Throws: The file system's error if a file cannot be written.
    /// - Complexity: O(*n*) time; memory stays at one 1 MB buffer per file.
    @discardableResult
    public func write(productCount: Int, to directory: URL) throws -> Int {
        precondition(productCount >= 1, "CatalogGenerator needs at least one product, got \(productCount)")
        var random = SplitMix64(seed: seed)
        let width = Swift.max(3, String(productCount).count)
        func productID(_ number: Int) -> String { "p-" + ISO8601Timestamp.pad(number, width) }
        func timestamp(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }
        let shopCount = Swift.max(1, productCount / 50)
        let encoder = CatalogEncoder()
        var written = 0

        written += try encoder.writeProducts(
            count: productCount, to: directory.appendingPathComponent("products.json")
        ) { index in
            let number = index + 1
            let shop = Int.random(in: 1...shopCount, using: &random)
            let isUSD = shop % 5 == 0
            let price =
                isUSD
                ? Int.random(in: 199...49_999, using: &random)
                : Int.random(in: 3...4_000, using: &random) * 100
            var related: [String] = []
            for _ in 0..<Swift.min(5, productCount - 1) {
                var other = Int.random(in: 1...productCount, using: &random)
                if other == number { other = other % productCount + 1 }
                related.append(productID(other))
            }
            let tagCount = Int.random(in: 0...2, using: &random)
            let tags = (0..<tagCount).map { _ in
                Self.tags[Int.random(in: 0..<Self.tags.count, using: &random)]
            }
            let item = Int.random(in: 0..<Self.nameItems.count, using: &random)
            let days = Int.random(in: 19_700...20_420, using: &random)
            let seconds = days * 86_400 + Int.random(in: 0..<86_400, using: &random)
            let prefix = Self.namePrefixes[Int.random(in: 0..<Self.namePrefixes.count, using: &random)]
            let brand = Self.brands[Int.random(in: 0..<Self.brands.count, using: &random)]
            let category = "category-\(Int.random(in: 1...40, using: &random))"
            let tenths = Int.random(in: 0...50, using: &random)
            return Product(
                id: productID(number), shopID: "shop-" + ISO8601Timestamp.pad(shop, 4),
                name: "\(prefix) \(Self.nameItems[item]) No.\(number)", brand: brand, category: category,
                price: Money(minorUnits: price, currency: isUSD ? .usd : .jpy), rating: Double(tenths) / 10,
                reviewCount: Int.random(in: 0...5_000, using: &random),
                stock: Int.random(in: 0...200, using: &random),
                tags: tags, relatedProductIDs: related, imageSymbol: Self.symbols[item],
                updatedAt: timestamp(seconds))
        }

        written += try encoder.writeNotes(
            count: productCount / 2, to: directory.appendingPathComponent("notes.json")
        ) { index in
            let first = Int.random(in: 1...productCount, using: &random)
            var products = [productID(first)]
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                products.append(productID(Int.random(in: 1...productCount, using: &random)))
            }
            let seconds = Int.random(in: 19_700...20_420, using: &random) * 86_400
            let title = Self.titles[Int.random(in: 0..<Self.titles.count, using: &random)]
            let editor = Self.editors[Int.random(in: 0..<Self.editors.count, using: &random)]
            let shop = Int.random(in: 1...shopCount, using: &random)
            let summary = Self.summaries[Int.random(in: 0..<Self.summaries.count, using: &random)]
            return Note(
                id: "n-" + ISO8601Timestamp.pad(index + 1, width), title: title, editor: editor,
                publishedAt: timestamp(seconds),
                productIDs: products, shopID: "shop-" + ISO8601Timestamp.pad(shop, 4), summary: summary)
        }
        return written
    }
}
