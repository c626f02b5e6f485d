import CatalogFixtures
import Foundation
import TestSupport
import Testing

@testable import CatalogKit

/// Exact places and words of the decoder's errors: line endings, escapes, the byte order
/// mark, out-of-range numbers, repeated keys, and text from data kept printable.
@Suite struct CatalogDecoderErrorTests {
    private func error(_ text: String) throws -> CatalogError {
        try error(bytes: Array(text.utf8))
    }

    private func error(bytes: [UInt8]) throws -> CatalogError {
        try #require(throws: CatalogError.self) {
            try CatalogDecoder().decodeProducts(Data(bytes), file: "products.json")
        }
    }

    private func products(replacing key: String, with raw: String) -> String {
        Fixture.array([
            Fixture.productFields(id: "p-001").map { $0.0 == key ? ($0.0, raw) : $0 }
        ])
    }

    @Test func crLfAndCrlfEachEndALine() throws {
        for newline in ["\n", "\r", "\r\n"] {
            let text = "[" + newline + "{}" + newline + newline + "  x]"
            let found = try error(text)
            #expect(
                found.description.hasPrefix("products.json:2:1: [0].id: missing field"),
                "\(newline.debugDescription)")
            let syntax = try error("[" + newline + newline + "  x]")
            #expect(syntax.description.hasPrefix("products.json:3:3: malformed JSON: expected a value"))
        }
    }

    @Test func invalidEscapeIsReportedAtItsBackslash() throws {
        let text = products(replacing: "name", with: #""ab\qc""#)
        let column = Fixture.column(after: "\"name\": \"ab", onLine: 2, of: text)
        let found = try error(text)
        #expect(
            found.description.hasPrefix(
                "products.json:2:\(column): malformed JSON: invalid escape \\ followed by 'q'"))
    }

    @Test func loneLowSurrogateIsReportedAtItsStart() throws {
        let text = products(replacing: "name", with: #""ab\uDC00c""#)
        let column = Fixture.column(after: "\"name\": \"ab", onLine: 2, of: text)
        #expect(
            try error(text)
                == .malformedJSON(
                    file: "products.json", location: SourceLocation(line: 2, column: column),
                    message: "\\uDC00 is a lone low surrogate, not a character"))
        let high = products(replacing: "name", with: #""ab\uD800x""#)
        #expect(
            try error(high).description.contains(
                "2:\(column): malformed JSON: \\uD800 is half of a surrogate pair"))
    }

    @Test func badHexDigitIsReportedAtTheDigit() throws {
        let text = products(replacing: "name", with: #""\u00G0""#)
        let column = Fixture.column(after: "\"name\": \"\\u00", onLine: 2, of: text)
        #expect(
            try error(text).description.hasPrefix(
                "products.json:2:\(column): malformed JSON: expected four hex digits"))
    }

    @Test func leadingByteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let valid = Fixture.array([Fixture.productFields(id: "p-001")])
        let products = try CatalogDecoder().decodeProducts(
            Data([0xEF, 0xBB, 0xBF] + Array(valid.utf8)), file: "p.json")
        #expect(products.map(\.id) == ["p-001"])
        let found = try error(bytes: [0xEF, 0xBB, 0xBF] + Array("x".utf8))
        #expect(found.description == "products.json:1:1: malformed JSON: expected a value, found 'x'")
    }

    @Test func byteOrderMarkElsewhereIsNamed() throws {
        let found = try error(bytes: Array("[\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("]".utf8))
        #expect(
            found.description
                == "products.json:2:1: malformed JSON: expected a value, found a byte order mark (U+FEFF)")
        let invisible = try error("[\n\u{200B}]")
        #expect(invisible.description.hasSuffix("found an invisible character (U+200B)"))
    }

    @Test func negativeNumbersAreOutOfRangeNotOfTheWrongType() throws {
        let text = products(replacing: "price", with: "-5")
        let column = Fixture.column(after: "\"price\": ", onLine: 2, of: text)
        let expected = CatalogError.invalidValue(
            file: "products.json", path: "[0].price", location: SourceLocation(line: 2, column: column),
            problem: "must not be negative, got -5")
        #expect(try error(text) == expected)
        #expect(expected.description == "products.json:2:\(column): [0].price: must not be negative, got -5")
        #expect(
            try error(products(replacing: "stock", with: "-1")).description.hasSuffix(
                "[0].stock: must not be negative, got -1"))
        let zero = try CatalogDecoder().decodeProducts(
            Data(products(replacing: "stock", with: "-0").utf8), file: "p")
        #expect(zero.first?.stock == 0)
    }

    @Test func numbersPastInt64AreTooLargeNeverATrap() throws {
        #expect(
            try error(products(replacing: "price", with: "9223372036854775808")).description.hasSuffix(
                "[0].price: 9223372036854775808 is too large; the largest accepted is 9223372036854775807"))
        #expect(
            try error(products(replacing: "reviewCount", with: String(repeating: "9", count: 500)))
                .description.contains("is too large"))
        let largest = try CatalogDecoder().decodeProducts(
            Data(products(replacing: "price", with: "9223372036854775807").utf8), file: "p")
        #expect(largest.first?.price.minorUnits == Int.max)
        #expect(
            try error(products(replacing: "price", with: "1e3")).description.hasSuffix(
                "expected an integer (minor units), got 1e3"))
    }

    /// Whole numbers read from one word still follow every rule of the general reading.
    @Test func shortWholeNumbersKeepEveryRule() throws {
        let stock = { (raw: String) in
            try self.error(self.products(replacing: "stock", with: raw)).description
        }
        #expect(try stock("012").contains("a number cannot start with 0 followed by more digits"))
        #expect(try stock("12.5").hasSuffix("expected a whole number ≥ 0, got 12.5"))
        #expect(try stock("7e2").hasSuffix("expected a whole number ≥ 0, got 7e2"))
        #expect(try stock("-3").contains("must not be negative, got -3"))
        for raw in ["0", "7", "1234567", "12345678", "123456789012"] {
            let decoded = try CatalogDecoder().decodeProducts(
                Data(products(replacing: "stock", with: raw).utf8), file: "p")
            #expect(decoded.first?.stock == Int(raw))
        }
    }

    @Test func repeatedKeysInsideUnknownFieldsAreErrorsToo() throws {
        let text = products(replacing: "brand", with: #"{"a": 1, "b": [{"c": 1, "c": 2}]}"#)
        let found = try error(text)
        guard case .duplicateKey(_, let path, let key, let first, let second) = found else {
            Issue.record("expected a duplicate key, got \(found)")
            return
        }
        #expect(path == "[0].brand.b[0].c")
        #expect(key == "c")
        #expect(first.line == 2 && second.line == 2 && first.column < second.column)
        let unknown = Fixture.array([Fixture.productFields(id: "p-001") + [("x", "{\"k\": 1, \"k\": 2}")]])
        let nested = try error(unknown)
        #expect(nested.description.contains("[0].x.k: duplicate key \"k\", first given at 2:"))
        let escaped = Fixture.array([Fixture.productFields(id: "p-001") + [("x", "1"), ("\\u0078", "2")]])
        #expect(try error(escaped).description.contains("[0].x: duplicate key \"x\""))
    }

    @Test func textFromDataIsPrintableInMessages() throws {
        let found = try error(products(replacing: "price", with: #""\u001b[31mred\n""#))
        #expect(!found.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(found.description.contains("\\u{1B}[31mred\\u{A}"))
        let duplicate = Fixture.array([
            Fixture.productFields(id: #"a\u0007"#), Fixture.productFields(id: #"a\u0007"#),
        ])
        #expect(try error(duplicate).description.contains("duplicate id \"a\\u{7}\""))
    }

    @Test func controlCharacterInAStringNamesItsCodePoint() throws {
        let found = try error(bytes: Array("[\"a".utf8) + [0x01] + Array("\"]".utf8))
        #expect(
            found.description
                == "products.json:1:4: malformed JSON: a control character (U+0001) inside a string; write it as \\u0001"
        )
    }

    @Test func errorLocationsAreTheSameFromAFileReadInBlocks() throws {
        let directory = try TemporaryDirectory()
        let text = products(replacing: "price", with: "-5")
        try directory.write(text, to: "products.json")
        let url = directory.url.appendingPathComponent("products.json")
        let fromFile = try #require(throws: CatalogError.self) {
            _ = try CatalogDecoder().decodeFiles(products: .file(url, name: "products.json"), notes: nil)
        }
        #expect(fromFile == (try error(text)))
    }
}
