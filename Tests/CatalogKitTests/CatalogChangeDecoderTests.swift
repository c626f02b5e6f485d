import CatalogFixtures
import Foundation
import Testing

@testable import CatalogKit

/// Each line of a change feed: every kind of change, read with the data files' schema, and
/// every kind of bad line, with its line, column and field.
@Suite struct CatalogChangeDecoderTests {
    let decoder = CatalogChangeDecoder(feed: "changes.jsonl")

    private func change(_ line: String, line number: Int = 1) throws -> CatalogChange {
        try decoder.decode(line, line: number)
    }

    private func failure(_ line: String, line number: Int = 7) -> String {
        do {
            let change = try decoder.decode(line, line: number)
            return "decoded \(change)"
        } catch {
            return error.description
        }
    }

    @Test func everyTypeOfChangeDecodes() throws {
        #expect(
            try change(#"{"type":"price","productId":"p-001","price":12800}"#)
                == .setPriceAmount(productID: "p-001", minorUnits: 12_800))
        #expect(
            try change(#"{"type":"price","productId":"p-001","price":2800,"currency":"USD"}"#)
                == .setPrice(productID: "p-001", price: Money(minorUnits: 2_800, currency: .usd)))
        #expect(
            try change(#"{"type":"stock","productId":"p-001","stock":4}"#)
                == .setStock(productID: "p-001", stock: 4))
        #expect(try change(#"{"type":"removeProduct","productId":"p-001"}"#) == .removeProduct(id: "p-001"))
        #expect(try change(#"{"type":"removeNote","noteId":"n-001"}"#) == .removeNote(id: "n-001"))
    }

    @Test func aWholeProductOrNoteIsReadAsTheDataFilesGiveOne() throws {
        let productText = Fixture.object(Fixture.productFields(id: "p-9", price: "2500", related: ["p-1"]))
        let expected = try CatalogDecoder().decodeProducts(Data(("[" + productText + "]").utf8), file: "x")[0]
        #expect(try change(#"{"type":"product","product":"# + productText + "}") == .upsertProduct(expected))
        let noteText = Fixture.object(Fixture.noteFields(id: "n-9", products: ["p-1", "p-9"]))
        let note = try CatalogDecoder().decodeNotes(Data(("[" + noteText + "]").utf8), file: "x")[0]
        // Key order does not matter, white space is allowed, unknown keys are ignored.
        #expect(
            try change(#" { "note" : "# + noteText + #", "extra": [1, {"a": null}], "type": "note" } "#)
                == .upsertNote(note))
    }

    @Test func aLineEndingInACarriageReturnDecodes() throws {
        #expect(
            try change("{\"type\":\"stock\",\"productId\":\"p-1\",\"stock\":0}\r")
                == .setStock(productID: "p-1", stock: 0))
    }

    @Test(arguments: [
        (
            #"{"type":"stock","productId":"p-1","stock":4"#,
            "changes.jsonl:7:44: malformed JSON: unexpected end of file (truncated?)"
        ),
        (#"not json"#, "changes.jsonl:7:1: malformed JSON: expected a value, found 'n'"),
        (
            #"{"type":"discount","productId":"p-1"}"#,
            "changes.jsonl:7:9: type: expected one of \"price\", \"stock\", \"product\", \"removeProduct\", \"note\", \"removeNote\", got \"discount\""
        ),
        (#"{"productId":"p-1","stock":4}"#, "changes.jsonl:7:1: type: missing field"),
        (
            #"{"type":"price","price":100}"#,
            "changes.jsonl:7:1: productId: missing field, expected a non-empty string for a \"price\" change"
        ),
        (
            #"{"type":"stock","productId":"p-1","stock":-1}"#,
            "changes.jsonl:7:43: stock: must not be negative, got -1"
        ),
        (
            #"{"type":"price","productId":"p-1","price":1.5}"#,
            "changes.jsonl:7:43: price: expected an integer (minor units), got 1.5"
        ),
        (
            #"{"type":"price","productId":"p-1","price":99999999999999999999}"#,
            "changes.jsonl:7:43: price: 99999999999999999999 is too large"
        ),
        (
            #"{"type":"price","productId":"","price":1}"#,
            "changes.jsonl:7:29: productId: expected a non-empty string, got \"\""
        ),
        (
            #"{"type":"stock","productId":"p-1","stock":1} {"#,
            "changes.jsonl:7:46: malformed JSON: expected the end of the line after the change object, found '{'"
        ),
        (
            #"{"type":"stock","type":"price"}"#,
            "changes.jsonl:7:17: type: duplicate key \"type\", first given at 7:2"
        ),
        (
            #"{"type":"product","product":{"id":"p-1"}}"#,
            "changes.jsonl:7:29: product.currency: missing field, expected one of \"JPY\", \"USD\""
        ),
        (
            #"{"type":"note","note":{"id":"n-1","title":"t","editor":"e","publishedAt":"2026-02-30T00:00:00Z","productIds":[],"shopId":"s","summary":""}}"#,
            "changes.jsonl:7:74: note.publishedAt: expected an ISO 8601 UTC timestamp"
        ),
        ("", "changes.jsonl:7:1: malformed JSON: the line is empty"),
    ])
    func aBadLineIsOneErrorNamingTheFeedTheLineAndTheField(line: String, expected: String) {
        let message = failure(line)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func controlCharactersInABadLineAreNeverPrintedRaw() {
        for line in ["{\"type\":\"\u{1B}[2J\"}", "{\"type\":\"\\u001b[2J\"}", "\u{1B}[31m"] {
            let message = failure(line)
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(message)")
        }
    }

    @Test func theSameDecoderReadsManyLinesAndSharesRepeatedTexts() throws {
        for number in 1...200 {
            let text = Fixture.object(Fixture.productFields(id: "p-\(number)", price: "\(number)"))
            guard
                case .upsertProduct(let product) = try change(
                    #"{"type":"product","product":"# + text + "}", line: number)
            else {
                Issue.record("line \(number) is not a product")
                return
            }
            #expect(product.price.minorUnits == number)
        }
    }
}
