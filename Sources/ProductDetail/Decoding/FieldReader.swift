import Foundation

/// Reads typed fields out of one top-level array element, turning every problem into a
/// `CatalogError` with file, `line:column` and JSON path (`[12].price`).
struct FieldReader {
    let file: String
    let bytes: UnsafeBufferPointer<UInt8>
    let index: Int
    let object: JSONValue
    let fields: [(key: String, value: JSONValue)]

    init(file: String, bytes: UnsafeBufferPointer<UInt8>, index: Int, element: JSONValue, describe: String)
        throws(CatalogError)
    {
        self.file = file
        self.bytes = bytes
        self.index = index
        object = element
        guard case .object(let fields) = element.kind else {
            throw CatalogError.invalidField(
                file: file, path: "[\(index)]",
                location: SourceLocation.of(offset: element.offset, in: bytes),
                expected: describe, got: element.shortDescription)
        }
        self.fields = fields
    }

    func path(_ key: String) -> String { "[\(index)].\(key)" }

    func value(_ key: String, expected: String) throws(CatalogError) -> JSONValue {
        guard let value = fields.last(where: { $0.key == key })?.value else {
            throw CatalogError.missingField(
                file: file, path: path(key), location: SourceLocation.of(offset: object.offset, in: bytes),
                expected: expected)
        }
        return value
    }

    func mismatch(_ value: JSONValue, path: String, expected: String) -> CatalogError {
        .invalidField(
            file: file, path: path, location: SourceLocation.of(offset: value.offset, in: bytes),
            expected: expected, got: value.shortDescription)
    }

    func string(_ key: String, allowsEmpty: Bool = true) throws(CatalogError) -> (String, JSONValue) {
        let expected = allowsEmpty ? "a string" : "a non-empty string"
        let value = try value(key, expected: expected)
        guard case .string(let text) = value.kind, allowsEmpty || !text.isEmpty else {
            throw mismatch(value, path: path(key), expected: expected)
        }
        return (text, value)
    }

    func integer(_ key: String, expected: String = "a whole number ≥ 0") throws(CatalogError) -> Int {
        let value = try value(key, expected: expected)
        guard case .number(let text) = value.kind, let number = Int(text), number >= 0 else {
            throw mismatch(value, path: path(key), expected: expected)
        }
        return number
    }

    func number(_ key: String, in range: ClosedRange<Double>, expected: String) throws(CatalogError) -> Double
    {
        let value = try value(key, expected: expected)
        guard case .number(let text) = value.kind, let number = Double(text), range.contains(number) else {
            throw mismatch(value, path: path(key), expected: expected)
        }
        return number
    }

    func strings(_ key: String) throws(CatalogError) -> [String] {
        let expected = "an array of strings"
        let value = try value(key, expected: expected)
        guard case .array(let elements) = value.kind else {
            throw mismatch(value, path: path(key), expected: expected)
        }
        var result: [String] = []
        result.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            guard case .string(let text) = element.kind else {
                throw mismatch(element, path: "\(path(key))[\(position)]", expected: "a string")
            }
            result.append(text)
        }
        return result
    }

    func timestamp(_ key: String) throws(CatalogError) -> Date {
        let expected = "an ISO 8601 UTC timestamp like \"2026-11-29T08:30:00Z\""
        let value = try value(key, expected: expected)
        guard case .string(let text) = value.kind, let date = ISO8601Timestamp.date(from: text) else {
            throw mismatch(value, path: path(key), expected: expected)
        }
        return date
    }
}
