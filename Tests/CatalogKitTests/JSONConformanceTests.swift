import CatalogFixtures
import Foundation
import Testing

@testable import CatalogKit

/// The decoder against the categories of nst/JSONTestSuite, with fixtures of our own: every
/// `y_` kind must parse (the decoder may still reject the data's shape), every `n_` kind
/// must be a syntax or encoding error, and each `i_` kind gets the answer documented here.
/// Each fixture runs as a whole document and as the value of an unknown field, in one
/// segment and cut into tiny segments.
@Suite struct JSONConformanceTests {
    /// Whether the bytes are JSON as far as the decoder is concerned: any error other than
    /// a syntax, encoding or empty-file error means the syntax was accepted.
    private static func parses(_ bytes: [UInt8], segmentSize: Int = 1 << 20) -> Bool {
        do {
            _ = try CatalogDecoder(segmentSize: segmentSize).decodeProducts(Data(bytes), file: "t.json")
            return true
        } catch {
            switch error {
            case .malformedJSON, .invalidUTF8, .emptyFile: return false
            default: return true
            }
        }
    }

    /// Checks a value as the value of an unknown field of a valid product, followed by
    /// another product, in one segment and in tiny segments: only its syntax decides.
    private static func check(
        _ value: String, parses expected: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        check(Array(value.utf8), parses: expected, sourceLocation: sourceLocation)
    }

    private static func check(
        _ value: [UInt8], parses expected: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let first = Fixture.object(Fixture.productFields(id: "p-001")).dropLast()
        let second = Fixture.object(Fixture.productFields(id: "p-002"))
        let document = Array("[\n\(first), \"extra\": ".utf8) + value + Array("},\n\(second)\n]\n".utf8)
        let text = String(decoding: value, as: UTF8.self)
        for segmentSize in [1 << 20, 8] {
            #expect(
                parses(document, segmentSize: segmentSize) == expected, "value \(text.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }

    /// Checks a whole document (its top level); each `{}` becomes a valid product, so only
    /// the syntax around the elements decides.
    private static func checkDocument(
        _ template: String, parses expected: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var text = ""
        var count = 0
        var rest = template[...]
        while let range = rest.range(of: "{}") {
            count += 1
            text += rest[..<range.lowerBound] + Fixture.object(Fixture.productFields(id: "p-\(count)"))
            rest = rest[range.upperBound...]
        }
        text += rest
        for segmentSize in [1 << 20, 8] {
            #expect(
                parses(Array(text.utf8), segmentSize: segmentSize) == expected,
                "document \(text.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func topLevelAccepted() {
        for text in [
            "[]", " [ ] ", "\r\n[\r\n]\r\n", "[{}]", "[{},{}]", "{ }", "1", "\"a\"", "null", "[\t{}\n]",
        ] {
            Self.checkDocument(text, parses: true)
        }
    }

    @Test func topLevelRejected() {
        for text in [
            "", " ", "[", "]", "[{}", "[{},]", "[,{}]", "[{} {}]", "[{}]]", "[{}]x", "[{}],", "1 2",
            "[{};{}]",
            "[{}]\u{0}", "\u{0}[]", "[{}\n", "{\"a\":1", "[{}}]", "{ }}",
        ] {
            Self.checkDocument(text, parses: false)
        }
    }

    @Test func structureAccepted() {
        for value in [
            "[]", "{}", "[[]]", "[{}]", "{\"a\":[]}", "[1,2,3]", "{\"a\":1,\"b\":{\"c\":[true,false,null]}}",
            " [ ] ", "\t[\r\n1\r\n]\n", "[\"\"]", "{\"\":0}", "[[[[[[[[[[1]]]]]]]]]]", "1", "\"text\"",
            "null", "true", "false", "{\"a\":\"b\",\"c\":\"d\"}",
        ] {
            Self.check(value, parses: true)
        }
    }

    @Test func structureRejected() {
        for value in [
            "", " ", "[", "]", "{", "}", "[1,]", "[,1]", "[1 2]", "{\"a\" 1}", "{\"a\":}", "{\"a\":1,}",
            "{,}",
            "{1:1}", "{'a':1}", "[1]]", "[1]x", "{\"a\":1}}", "[\"a\",,\"b\"]", "[1,\n", "{\"a\":[}", "[}",
            "[nul]", "[tru]", "[fals]", "[True]", "[NaN]", "[Infinity]", "[undefined]", "[1;2]", "[1:2]",
            "{\"a\"::1}", "[\"a\" \"b\"]", "/* c */ []", "[] // c", "[\u{0}]", "[\u{0C}]", "[1]\u{0}",
            "{\"a\":1}}",
            "{\"a\" : 1 \"b\" : 2}", "[1]]",
        ] {
            Self.check(value, parses: false)
        }
    }

    @Test func numbersAccepted() {
        for value in [
            "0", "-0", "1", "-1", "123456789", "1.5", "-1.5", "0.0", "1e5", "1E5", "1e+5", "1e-5", "1.5e10",
            "-0.0e-0", "123456789012345678901234567890", "1e400", "-1e400", "1e-400", "0.000001",
            "9223372036854775808", "[0,-0,1e1]",
        ] {
            Self.check(value, parses: true)
        }
    }

    @Test func numbersRejected() {
        for value in [
            "01", "-01", "+1", ".5", "1.", "1.e5", "-", "--1", "1e", "1e+", "1E-", "0x10", "1_000", "1.5.5",
            "- 1", "1 2", "0e", "[-]", "[.1]", "[1.]", "[012]", "[1e]", "[-Infinity]", "[1,e2]",
        ] {
            Self.check(value, parses: false)
        }
    }

    @Test func stringsAccepted() {
        for value in [
            "\"\"", "\"a\"", "\" \"", "\"コーヒー☕️\"", "\"\u{7F}\"", "\"\u{10FFFF}\"", "\"a/b\"", "\"'\"",
            "\"\u{2028}\u{2029}\"", "\"\u{FEFF}\"",
        ] {
            Self.check(value, parses: true)
        }
    }

    @Test func stringsRejected() {
        for value in [
            "\"", "\"abc", "'a'", "\"a\nb\"", "\"a\tb\"", "\"\u{1}\"", "\"\u{1F}\"", "[\"a]", "\"a\"\"",
        ] {
            Self.check(value, parses: false)
        }
    }

    @Test func escapesAccepted() {
        for value in [
            #""\"""#, #""\\""#, #""\/""#, #""\b\f\n\r\t""#, #""\u0000""#, #""\u0041""#, #""\u00e9""#,
            #""\uFFFF""#, #""\uD83D\uDE00""#, #""\uDBFF\uDFFF""#, #""\u0022\u005C""#,
        ] {
            Self.check(value, parses: true)
        }
    }

    @Test func escapesRejected() {
        for value in [
            #""\q""#, #""\x41""#, #""\u""#, #""\u12""#, #""\u12G4""#, #""\U0041""#, #""\'""#, #""\ ""#,
            #""\"#, "\"\\\u{1}\"", #""\u00""#, #""\a""#, #""\0""#,
        ] {
            Self.check(value, parses: false)
        }
    }

    @Test func utf8Accepted() {
        for bytes: [UInt8] in [
            [0x22, 0xC2, 0x80, 0x22], [0x22, 0xDF, 0xBF, 0x22], [0x22, 0xE0, 0xA0, 0x80, 0x22],
            [0x22, 0xED, 0x9F, 0xBF, 0x22], [0x22, 0xEE, 0x80, 0x80, 0x22],
            [0x22, 0xF0, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0x22], [0x22, 0xEF, 0xBF, 0xBF, 0x22],
        ] {
            Self.check(bytes, parses: true)
        }
    }

    @Test func utf8Rejected() {
        for bytes: [UInt8] in [
            [0x22, 0x80, 0x22], [0x22, 0xBF, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xC1, 0xBF, 0x22],
            [0x22, 0xE0, 0x80, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0xF0, 0x80, 0x80, 0x80, 0x22],
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], [0x22, 0xFE, 0x22],
            [0x22, 0xFF, 0x22], [0x22, 0xE3, 0x81, 0x22], [0x22, 0xC3, 0x22], [0xFF],
            [0x5B, 0xE3, 0x81, 0x5D],
            [0x5B, 0xC3, 0xA9, 0x5D],
        ] {
            Self.check(bytes, parses: false)
        }
    }

    @Test func nestingUpToTheLimitParsesAndDeeperIsRejected() {
        // The element's own object is level 1, `extra`'s value level 2.
        let deepest =
            String(repeating: "[", count: JSONCursor.maximumDepth - 1)
            + String(repeating: "]", count: JSONCursor.maximumDepth - 1)
        #expect(Self.parses(Array("[{\"extra\": \(deepest)}]".utf8)))
        let tooDeep = "[" + deepest + "]"
        #expect(!Self.parses(Array("[{\"extra\": \(tooDeep)}]".utf8)))
        #expect(!Self.parses(Array(String(repeating: "[", count: 100_000).utf8)))
        #expect(!Self.parses(Array(String(repeating: "{\"a\":", count: 100_000).utf8)))
    }

    /// The `i_` kinds: what the suite leaves to the implementation, and our answer.
    @Test func implementationDefinedKindsHaveTheDocumentedAnswer() {
        // Lone surrogates cannot be held by a Swift String: rejected.
        Self.check(#""\uD800""#, parses: false)
        Self.check(#""\uDC00""#, parses: false)
        Self.check(#""\uD800\u0041""#, parses: false)
        Self.check(#""\uD800\uD800""#, parses: false)
        // Huge numbers parse; a field that needs an Int reports them as too large.
        Self.check("1" + String(repeating: "0", count: 400), parses: true)
        Self.check("1e999999999999999999", parses: true)
        // A leading byte order mark is skipped; anywhere else it is an error.
        #expect(Self.parses([0xEF, 0xBB, 0xBF] + Array("[]".utf8)))
        #expect(!Self.parses([0xEF, 0xBB, 0xBF]))
        #expect(!Self.parses(Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("]".utf8)))
        Self.check([0xEF, 0xBB, 0xBF] + Array("1".utf8), parses: false)
        // UTF-16 and UTF-32 are not UTF-8.
        #expect(!Self.parses([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]))
        #expect(!Self.parses([0x00, 0x5B, 0x00, 0x5D]))
    }

    @Test func acceptedStringsDecodeToTheRightText() throws {
        let cases: [(String, String)] = [
            (#"\u0041\u00e9\u3042"#, "Aéあ"), (#"\uD83D\uDE00"#, "😀"),
            (#"\"\\\/\b\f\n\r\t"#, "\"\\/\u{8}\u{C}\n\r\t"),
            ("コーヒー☕️", "コーヒー☕️"), (#"\uFFFF"#, "\u{FFFF}"), (#"a\u0000b"#, "a\u{0}b"),
            (String(repeating: "x", count: 100) + #"\n"#, String(repeating: "x", count: 100) + "\n"),
        ]
        for (raw, expected) in cases {
            let text = Fixture.array([Fixture.productFields(id: "p-001", name: raw)])
            for segmentSize in [1 << 20, 8] {
                let products = try CatalogDecoder(segmentSize: segmentSize).decodeProducts(
                    Data(text.utf8), file: "p.json")
                #expect(products.first?.name == expected)
            }
        }
    }

    @Test func acceptedNumbersDecodeToTheRightValue() throws {
        let cases: [(String, Double)] = [
            ("4.5", 4.5), ("0", 0), ("5", 5), ("1e0", 1), ("0.1", 0.1), ("2.675", 2.675),
            ("4.999999999999999", 4.999999999999999),
            ("0.30000000000000004", 0.30000000000000004), ("45e-1", 4.5), ("-0.0", 0),
        ]
        for (raw, expected) in cases {
            var fields = Fixture.productFields(id: "p-001")
            fields = fields.map { $0.0 == "rating" ? ("rating", raw) : $0 }
            let products = try CatalogDecoder().decodeProducts(
                Data(Fixture.array([fields]).utf8), file: "p.json")
            #expect(products.first?.rating == expected, "\(raw)")
            #expect(products.first?.rating.sign == .plus, "\(raw) gives no negative zero")
        }
    }
}
