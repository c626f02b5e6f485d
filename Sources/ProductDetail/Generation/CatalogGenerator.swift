import Foundation

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
    private static let chunkSize = 1 << 20

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
        let shopCount = Swift.max(1, productCount / 50)
        var written = 0

        written += try writeArray(to: directory.appendingPathComponent("products.json"), count: productCount)
        {
            index, text in
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
                related.append("\"\(productID(other))\"")
            }
            let tagCount = Int.random(in: 0...2, using: &random)
            let tags = (0..<tagCount).map { _ in "\"\(Self.tags.randomElement(using: &random)!)\"" }
            let item = Int.random(in: 0..<Self.nameItems.count, using: &random)
            let days = Int.random(in: 19_700...20_420, using: &random)
            let seconds = days * 86_400 + Int.random(in: 0..<86_400, using: &random)
            text += "{\"id\":\"\(productID(number))\",\"shopId\":\"shop-\(ISO8601Timestamp.pad(shop, 4))\","
            text +=
                "\"name\":\"\(Self.namePrefixes.randomElement(using: &random)!) \(Self.nameItems[item]) No.\(number)\","
            text += "\"brand\":\"\(Self.brands.randomElement(using: &random)!)\","
            text += "\"category\":\"category-\(Int.random(in: 1...40, using: &random))\","
            text += "\"price\":\(price),\"currency\":\"\(isUSD ? "USD" : "JPY")\","
            let tenths = Int.random(in: 0...50, using: &random)
            text += "\"rating\":\(tenths / 10).\(tenths % 10),"
            text += "\"reviewCount\":\(Int.random(in: 0...5_000, using: &random)),"
            text += "\"stock\":\(Int.random(in: 0...200, using: &random)),"
            text += "\"tags\":[\(tags.joined(separator: ","))],"
            text += "\"relatedProductIds\":[\(related.joined(separator: ","))],"
            text += "\"imageSymbol\":\"\(Self.symbols[item])\","
            text +=
                "\"updatedAt\":\"\(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: Double(seconds))))\"}"
        }

        written += try writeArray(to: directory.appendingPathComponent("notes.json"), count: productCount / 2)
        {
            index, text in
            let first = Int.random(in: 1...productCount, using: &random)
            var products = ["\"\(productID(first))\""]
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                products.append("\"\(productID(Int.random(in: 1...productCount, using: &random)))\"")
            }
            let seconds = Int.random(in: 19_700...20_420, using: &random) * 86_400
            text += "{\"id\":\"n-\(ISO8601Timestamp.pad(index + 1, width))\","
            text += "\"title\":\"\(Self.titles.randomElement(using: &random)!)\","
            text += "\"editor\":\"\(Self.editors.randomElement(using: &random)!)\","
            text +=
                "\"publishedAt\":\"\(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: Double(seconds))))\","
            text += "\"productIds\":[\(products.joined(separator: ","))],"
            text +=
                "\"shopId\":\"shop-\(ISO8601Timestamp.pad(Int.random(in: 1...shopCount, using: &random), 4))\","
            text += "\"summary\":\"\(Self.summaries.randomElement(using: &random)!)\"}"
        }
        return written
    }

    /// Streams a JSON array of `count` elements, one per line, in 1 MB chunks.
    private func writeArray(
        to url: URL, count: Int, element: (Int, inout String) -> Void
    ) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        var text = "[\n"
        for index in 0..<count {
            element(index, &text)
            text += index + 1 < count ? ",\n" : "\n"
            if text.utf8.count >= Self.chunkSize {
                let data = Data(text.utf8)
                try handle.write(contentsOf: data)
                written += data.count
                text = ""
            }
        }
        text += "]\n"
        let data = Data(text.utf8)
        try handle.write(contentsOf: data)
        return written + data.count
    }
}
