import CatalogFixtures
import Foundation
import Relay
import TestSupport
import Testing

@testable import CatalogKit

@Suite struct CatalogDecoderTests {
    private let decoder = CatalogDecoder()

    private func decodeProducts(_ text: String) throws(CatalogError) -> [Product] {
        try decoder.decodeProducts(Data(text.utf8), file: "products.json")
    }

    private func products(replacing key: String, with raw: String?, inElement target: Int = 1) -> String {
        Fixture.array(
            (0..<3).map { index in
                let fields = Fixture.productFields(id: "p-00\(index + 1)")
                guard index == target else { return fields }
                guard let raw else { return fields.filter { $0.0 != key } }
                return fields.map { $0.0 == key ? ($0.0, raw) : $0 }
            })
    }

    @Test func validFileDecodesEveryField() throws {
        let products = try decodeProducts(
            Fixture.array([Fixture.productFields(id: "p-001", related: ["p-009"])]))
        let product = try #require(products.first)
        #expect(product.id == "p-001")
        #expect(product.shopID == "shop-a")
        #expect(product.name == "ドリップケトル ☕️")
        #expect(product.price == Money(minorUnits: 1200, currency: .jpy))
        #expect(product.rating == 4.5)
        #expect(product.reviewCount == 12)
        #expect(product.stock == 3)
        #expect(product.tags == ["人気"])
        #expect(product.relatedProductIDs == ["p-009"])
        #expect(product.imageSymbol == "☕️")
        #expect(ISO8601Timestamp.string(from: product.updatedAt) == "2026-11-29T08:30:00Z")
    }

    @Test func emptyFileIsReportedAsEmpty() {
        #expect(throws: CatalogError.emptyFile(file: "products.json")) { try decodeProducts("") }
    }

    @Test func truncatedFileReportsEndOfFileWithLineAndColumn() throws {
        let full = products(replacing: "price", with: "1200")
        let stock = try #require(
            full.range(of: "\"stock\": 3", range: full.range(of: "p-002")!.upperBound..<full.endIndex))
        let cut = String(full[..<stock.upperBound])
        let error = try #require(throws: CatalogError.self) { try decodeProducts(cut) }
        guard case .malformedJSON(let file, let location, let message) = error else {
            Issue.record("expected malformedJSON, got \(error)")
            return
        }
        #expect(file == "products.json")
        #expect(message.contains("truncated"))
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(location.line == lines.count)
        #expect(location.column == lines.last!.unicodeScalars.count + 1)
        #expect(
            error.description.hasPrefix("products.json:\(location.line):\(location.column): malformed JSON: ")
        )
    }

    @Test func fractionalPriceIsAWrongTypeWithPathAndLocation() throws {
        let text = products(replacing: "price", with: "12.5")
        let column = Fixture.column(after: "\"price\": ", onLine: 3, of: text)
        let expected = CatalogError.invalidField(
            file: "products.json", path: "[1].price", location: SourceLocation(line: 3, column: column),
            expected: "an integer (minor units)", got: "12.5")
        #expect(throws: expected) { try decodeProducts(text) }
        #expect(
            expected.description
                == "products.json:3:\(column): [1].price: expected an integer (minor units), got 12.5")
    }

    @Test func quotedPriceIsAWrongTypeShownAsTheStringGiven() throws {
        let error = try #require(throws: CatalogError.self) {
            try decodeProducts(products(replacing: "price", with: "\"12.5\""))
        }
        #expect(error.description.hasSuffix("[1].price: expected an integer (minor units), got \"12.5\""))
    }

    @Test func missingFieldNamesItsPathAndTheObjectsLocation() {
        let expected = CatalogError.missingField(
            file: "products.json", path: "[2].currency", location: SourceLocation(line: 4, column: 1),
            expected: "one of \"JPY\", \"USD\"")
        #expect(throws: expected) {
            try decodeProducts(products(replacing: "currency", with: nil, inElement: 2))
        }
        #expect(
            expected.description
                == "products.json:4:1: [2].currency: missing field, expected one of \"JPY\", \"USD\"")
    }

    @Test func unknownCurrencyRatingOutOfRangeAndBadDateAreRejected() throws {
        let currency = try #require(throws: CatalogError.self) {
            try decodeProducts(products(replacing: "currency", with: "\"EUR\""))
        }
        #expect(currency.description.hasSuffix("[1].currency: expected one of \"JPY\", \"USD\", got \"EUR\""))
        let rating = try #require(throws: CatalogError.self) {
            try decodeProducts(products(replacing: "rating", with: "7"))
        }
        #expect(rating.description.hasSuffix("[1].rating: expected a number from 0 to 5, got 7"))
        let date = try #require(throws: CatalogError.self) {
            try decodeProducts(products(replacing: "updatedAt", with: "\"2026-02-30T00:00:00Z\""))
        }
        #expect(date.description.contains("[1].updatedAt: expected an ISO 8601 UTC timestamp"))
        let tag = try #require(throws: CatalogError.self) {
            try decodeProducts(products(replacing: "tags", with: "[\"ok\", 3]"))
        }
        #expect(tag.description.hasSuffix("[1].tags[1]: expected a string, got 3"))
    }

    @Test func duplicateIDNamesBothIndexesAndTheSecondLocation() {
        let text = Fixture.array([
            Fixture.productFields(id: "p-001"), Fixture.productFields(id: "p-002"),
            Fixture.productFields(id: "p-001"),
        ])
        let column = Fixture.column(after: "\"id\": ", onLine: 4, of: text)
        let expected = CatalogError.duplicateID(
            file: "products.json", id: "p-001", firstIndex: 0, duplicateIndex: 2,
            location: SourceLocation(line: 4, column: column))
        #expect(throws: expected) { try decodeProducts(text) }
        #expect(
            expected.description
                == "products.json:4:\(column): [2].id: duplicate id \"p-001\", first used by [0]")
    }

    @Test func invalidUTF8ReportsTheByteOffset() throws {
        var bytes = Array(products(replacing: "price", with: "1200").utf8)
        let offset = try #require(bytes.firstIndex(of: UInt8(ascii: "K")))
        bytes[offset] = 0xFF
        let error = try #require(throws: CatalogError.self) {
            try decoder.decodeProducts(Data(bytes), file: "products.json")
        }
        guard case .invalidUTF8(let file, let byteOffset, let location) = error else {
            Issue.record("expected invalidUTF8, got \(error)")
            return
        }
        #expect(file == "products.json")
        #expect(byteOffset == offset)
        #expect(location.line == 2)
        #expect(error.description.contains("invalid UTF-8 at byte offset \(offset)"))
    }

    @Test func overlongAndSurrogateEncodingsAreInvalidUTF8() {
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE3, 0x81]] {
            let bytes = Array("[\"".utf8) + bad + Array("\"]".utf8)
            #expect(throws: CatalogError.self) {
                try decoder.decodeProducts(Data(bytes), file: "products.json")
            }
        }
    }

    @Test func missingCommaIsMalformedJSONAtTheOffendingCharacter() {
        let text = "[\n{\"id\": \"p-001\" \"shopId\": \"shop-a\"}\n]"
        let expected = CatalogError.malformedJSON(
            file: "products.json", location: SourceLocation(line: 2, column: 16),
            message: "expected ',' or '}' after a field, found '\"'")
        #expect(throws: expected) { try decodeProducts(text) }
    }

    @Test func trailingGarbageAndBareWordsAreMalformed() throws {
        let garbage = try #require(throws: CatalogError.self) { try decodeProducts("[]\n]") }
        #expect(
            garbage.description
                == "products.json:2:1: malformed JSON: expected the end of the file after the top-level array, found ']'"
        )
        let word = try #require(throws: CatalogError.self) { try decodeProducts("[nope]") }
        #expect(word.description == "products.json:1:2: malformed JSON: expected a value, found 'n'")
    }

    @Test func truncatedLiteralAndDeepNestingAreMalformed() throws {
        let literal = try #require(throws: CatalogError.self) { try decodeProducts("[tr") }
        #expect(
            literal.description
                == "products.json:1:4: malformed JSON: unexpected end of file (truncated?) inside the literal true"
        )
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let nesting = try #require(throws: CatalogError.self) { try decodeProducts(deep) }
        #expect(nesting.description == "products.json:1:514: malformed JSON: nesting deeper than 512 levels")
    }

    @Test func topLevelObjectIsRejectedWithWhatWasExpected() {
        let expected = CatalogError.invalidField(
            file: "products.json", path: "", location: SourceLocation(line: 1, column: 1),
            expected: "an array of products", got: "an object")
        #expect(throws: expected) { try decodeProducts("{}") }
        #expect(
            expected.description
                == "products.json:1:1: top level: expected an array of products, got an object")
    }

    @Test func elementThatIsNotAnObjectIsRejected() throws {
        let error = try #require(throws: CatalogError.self) { try decodeProducts("[\n  42\n]") }
        #expect(error.description == "products.json:2:3: [0]: expected a product object, got 42")
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let text = "[\n{\"name\": \"コーヒー☕️\", \"id\": 5}\n]"
        let error = try #require(throws: CatalogError.self) { try decodeProducts(text) }
        #expect(error.description.hasPrefix("products.json:2:26: [0].id: expected a non-empty string, got 5"))
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let name = #"Caf\u00e9 \ud83c\udf75 \"Matcha\"\n\/\\"#
        let products = try decodeProducts(Fixture.array([Fixture.productFields(id: "p-001", name: name)]))
        #expect(products.first?.name == "Café 🍵 \"Matcha\"\n/\\")
    }

    @Test func localizedDescriptionIsTheSameMessage() {
        let error: any Error = CatalogError.emptyFile(file: "notes.json")
        #expect(error.localizedDescription == "notes.json: the file is empty; expected a JSON array")
    }

    /// Compact text (no white space, keys in schema order) takes the decoder's fast path
    /// for keys; it must read exactly what spaced text gives, and still catch a key given
    /// twice where the next key in schema order is expected.
    @Test func compactTextReadsAsSpacedTextAndStillCatchesRepeatedKeys() throws {
        func compact(_ objects: [[(String, String)]]) -> String {
            "["
                + objects.map { "{" + $0.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}" }
                .joined(separator: ",") + "]"
        }
        let objects = (1...40).map { Fixture.productFields(id: "p-\($0)", related: ["p-1", "p-2"]) }
        #expect(try decodeProducts(compact(objects)) == decodeProducts(Fixture.array(objects)))

        // `name` again right after `shopId`, where the schema order expects `name`.
        var fields = Fixture.productFields(id: "p-001")
        let name = fields.remove(at: 2)
        fields.insert(name, at: 0)
        fields.insert(("name", "\"again\""), at: 3)
        let text = compact([fields])
        let expected = CatalogError.duplicateKey(
            file: "products.json", path: "[0].name", key: "name",
            firstLocation: SourceLocation(line: 1, column: 3),
            location: SourceLocation(
                line: 1, column: Fixture.column(after: "\"shopId\":\"shop-a\",", onLine: 1, of: text)))
        #expect(throws: expected) { try decodeProducts(text) }
    }

    /// Strings of every length around the 15-byte inline limit, with escapes, quotes,
    /// control characters written as escapes, accents, CJK and emoji, read back exactly,
    /// compact or spaced; raw control characters and invalid UTF-8 in short strings are
    /// still errors.
    @Test func shortAndLongStringsReadBackExactly() throws {
        var generator = SplitMix64(seed: 31)
        let pieces: [String] = [
            "a", "Z", "0", "-", " ", "\"", "\\", "/", "\n", "\u{01}", "é", "限", "🖋️", "\u{7F}",
        ]
        func encoded(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                case "Z" where generator.next() % 2 == 0: out += "\\u005A"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        var expected: [[String]] = []
        var objects: [[(String, String)]] = []
        for index in 0..<300 {
            let tags = (0..<Int(generator.next() % 4)).map { _ in
                (0..<Int(generator.next() % 12)).map { _ in
                    pieces[Int(generator.next() % UInt64(pieces.count))]
                }
                .joined()
            }
            expected.append(tags)
            objects.append(
                Fixture.productFields(id: "p-\(index)").map {
                    $0.0 == "tags" ? ($0.0, "[" + tags.map(encoded).joined(separator: ",") + "]") : $0
                })
        }
        let compact =
            "["
            + objects.map { "{" + $0.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}" }
            .joined(separator: ",") + "]"
        #expect(try decodeProducts(compact).map(\.tags) == expected)
        #expect(try decodeProducts(Fixture.array(objects)).map(\.tags) == expected)

        let control = Fixture.array([
            Fixture.productFields(id: "p-001").map { $0.0 == "brand" ? ($0.0, "\"ab\u{01}cd\"") : $0 }
        ])
        #expect(throws: CatalogError.self) { try decodeProducts(control) }
        var invalid = Array(
            Fixture.array([
                Fixture.productFields(id: "p-001").map { $0.0 == "brand" ? ($0.0, "\"abXcd\"") : $0 }
            ])
            .utf8)
        if let x = invalid.firstIndex(of: UInt8(ascii: "X")) { invalid[x] = 0xFF }
        #expect(throws: CatalogError.self) {
            try decoder.decodeProducts(Data(invalid), file: "products.json")
        }
    }

    @Test func repeatedKeyIsADataErrorNamingBothPlaces() throws {
        let fields = Fixture.productFields(id: "p-001") + [("stock", "99")]
        let text = Fixture.array([fields])
        let first = Fixture.column(after: "\"reviewCount\": 12, ", onLine: 2, of: text)
        let second = Fixture.column(after: "\"updatedAt\": \"2026-11-29T08:30:00Z\", ", onLine: 2, of: text)
        let expected = CatalogError.duplicateKey(
            file: "products.json", path: "[0].stock", key: "stock",
            firstLocation: SourceLocation(line: 2, column: first),
            location: SourceLocation(line: 2, column: second))
        #expect(throws: expected) { try decodeProducts(text) }
        #expect(
            expected.description
                == "products.json:2:\(second): [0].stock: duplicate key \"stock\", first given at 2:\(first)")
    }

    @Test func sharedFieldsKeepEveryDistinctValuePastTheSharingTable() throws {
        let brands = (0..<1_500).map { "Brand with a long name \($0 % 700) ブランド" }
        let text = Fixture.array(
            brands.enumerated().map { index, brand in
                Fixture.productFields(id: "p-\(index)").map {
                    $0.0 == "brand" ? ("brand", "\"\(brand)\"") : $0
                }
            })
        let products = try decodeProducts(text)
        #expect(products.map(\.brand) == brands)
        // A bad byte is found in a value's first occurrence and in a repeat of it.
        let first = try #require(text.range(of: "Brand with a long name 1 ブ"))
        let repeated = try #require(
            text.range(of: "Brand with a long name 1 ブ", range: first.upperBound..<text.endIndex))
        for range in [first, repeated] {
            var bytes = Array(text.utf8)
            let offset = text.utf8.distance(from: text.startIndex, to: range.upperBound)
            bytes[offset] = 0xFF
            let error = try #require(throws: CatalogError.self) {
                try decoder.decodeProducts(Data(bytes), file: "products.json")
            }
            #expect(error.description.contains("invalid UTF-8 at byte offset \(offset)"))
        }
    }

    @Test func unknownKeysAreIgnored() throws {
        let fields = Fixture.productFields(id: "p-001") + [("futureField", "{\"a\": [1, 2, null, true]}")]
        #expect(try decodeProducts(Fixture.array([fields])).count == 1)
    }

    @Test func notesDecodeWithTheirOwnPaths() throws {
        let notes = try decoder.decodeNotes(
            Data(Fixture.array([Fixture.noteFields(id: "n-001", products: ["p-001"])]).utf8),
            file: "notes.json")
        #expect(notes.first?.productIDs == ["p-001"])
        let missing = Fixture.noteFields(id: "n-001", products: []).filter { $0.0 != "summary" }
        let error = try #require(throws: CatalogError.self) {
            try decoder.decodeNotes(Data(Fixture.array([missing]).utf8), file: "notes.json")
        }
        #expect(error.description == "notes.json:2:1: [0].summary: missing field, expected a string")
    }

    @Test func whatTheEncoderWritesTheDecoderReadsBack() throws {
        let products =
            SmallCatalog.products + [
                SmallCatalog.product("p-\"quoted\"\\", name: "Tab\there, newline\nthere, bell\u{7}, 漢字 ☕️")
            ]
        let notes = SmallCatalog.notes
        let encoder = CatalogEncoder()
        #expect(
            try decoder.decodeProducts(Data(encoder.productsJSON(products).utf8), file: "products.json")
                == products)
        #expect(try decoder.decodeNotes(Data(encoder.notesJSON(notes).utf8), file: "notes.json") == notes)
        #expect(try decoder.decodeNotes(Data(encoder.notesJSON([]).utf8), file: "notes.json") == [])
    }

    @Test func tenMegabyteNameLoads() throws {
        let length = TestScale.size(full: 10_000_000, small: 200_000)
        let name = String(repeating: "a", count: length) + #"\u00e9"#
        let products = try decodeProducts(Fixture.array([Fixture.productFields(id: "p-001", name: name)]))
        #expect(products.first?.name.utf8.count == length + 2)
        #expect(products.first?.name.count == length + 1)
    }
}
