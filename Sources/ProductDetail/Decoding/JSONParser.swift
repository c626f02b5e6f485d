/// A recursive-descent JSON parser (RFC 8259) over UTF-8 bytes that reports syntax errors
/// with their line and column.
///
/// Strings without escapes are copied in one step, so a 10 MB string costs one pass; the
/// top level can be streamed one array element at a time so a large catalog never exists
/// as one tree.
struct JSONParser {
    private static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var index = 0
    private var depth = 0

    /// - Precondition: `bytes` is valid UTF-8 (see `UTF8Validator`).
    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Parses a document whose top level is an array, handing each element to `body` with
    /// its index as soon as it is parsed.
    ///
    /// - Parameter describe: What the array should hold, for the error when the top level
    ///   is something else (e.g. "an array of products").
    mutating func parseTopLevelArray(
        of describe: String, _ body: (Int, JSONValue) throws(CatalogError) -> Void
    ) throws(CatalogError) {
        skipWhitespace()
        guard index < bytes.count else {
            throw syntaxError("expected \(describe), found the end of the file")
        }
        guard bytes[index] == UInt8(ascii: "[") else {
            let start = index
            let value = try parseValue()
            throw CatalogError.invalidField(
                file: file, path: "", location: SourceLocation.of(offset: start, in: bytes),
                expected: describe, got: value.shortDescription)
        }
        index += 1
        skipWhitespace()
        var count = 0
        if peek() == UInt8(ascii: "]") {
            index += 1
        } else {
            while true {
                let element = try parseValue()
                try body(count, element)
                count += 1
                skipWhitespace()
                guard index < bytes.count else {
                    throw syntaxError(
                        "unexpected end of file inside the top-level array (truncated?), expected ',' or ']'")
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    break
                }
                throw syntaxError("expected ',' or ']' after an array element, found \(foundDescription())")
            }
        }
        skipWhitespace()
        if index < bytes.count {
            throw syntaxError(
                "expected the end of the file after the top-level array, found \(foundDescription())")
        }
    }

    /// Parses one value at the current position.
    mutating func parseValue() throws(CatalogError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            throw syntaxError("unexpected end of file (truncated?), expected a value")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(kind: .object(try parseObject()), offset: start)
        case UInt8(ascii: "["):
            return JSONValue(kind: .array(try parseArray()), offset: start)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), offset: start)
        default:
            throw syntaxError("expected a value, found \(foundDescription())")
        }
    }

    private mutating func enter() throws(CatalogError) {
        depth += 1
        if depth > Self.maximumDepth { throw syntaxError("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(CatalogError) -> [(key: String, value: JSONValue)] {
        try enter()
        defer { depth -= 1 }
        index += 1
        var fields: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return fields
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw syntaxError("unexpected end of file (truncated?), expected a key")
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("expected a quoted key, found \(foundDescription())")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count else {
                throw syntaxError("unexpected end of file (truncated?), expected ':'")
            }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after key \"\(key)\", found \(foundDescription())")
            }
            index += 1
            fields.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else {
                throw syntaxError("unexpected end of file (truncated?), expected ',' or '}'")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return fields
            }
            throw syntaxError("expected ',' or '}' after a field, found \(foundDescription())")
        }
    }

    private mutating func parseArray() throws(CatalogError) -> [JSONValue] {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else {
                throw syntaxError("unexpected end of file (truncated?), expected ',' or ']'")
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            throw syntaxError("expected ',' or ']' after an array element, found \(foundDescription())")
        }
    }

    private mutating func parseString() throws(CatalogError) -> String {
        let opening = index
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 {
                throw syntaxError("control character 0x\(String(byte, radix: 16)) inside a string")
            }
            index += 1
        }
        guard index < bytes.count else {
            index = opening
            throw syntaxError("unterminated string (truncated?)")
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte < 0x20 {
                throw syntaxError("control character 0x\(String(byte, radix: 16)) inside a string")
            }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape()
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                continue
            default:
                throw syntaxError("invalid escape '\\\(Character(Unicode.Scalar(bytes[index])))' in a string")
            }
            index += 1
        }
        index = opening
        throw syntaxError("unterminated string (truncated?)")
    }

    /// Reads `uXXXX` (index on the `u`), combining a surrogate pair when one follows.
    private mutating func parseUnicodeEscape() throws(CatalogError) -> Unicode.Scalar {
        let first = try hexQuad()
        if (0xD800...0xDBFF).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw syntaxError(
                    "a high surrogate \\u\(String(first, radix: 16)) must be followed by a low one")
            }
            index += 1
            let second = try hexQuad()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw syntaxError("expected a low surrogate after \\u\(String(first, radix: 16))")
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw syntaxError("a lone low surrogate \\u\(String(first, radix: 16)) is not a character")
        }
        return scalar
    }

    /// Reads `uXXXX` with the index on the `u`, leaving it after the last digit.
    private mutating func hexQuad() throws(CatalogError) -> UInt32 {
        index += 1
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw syntaxError("unexpected end of file inside a \\u escape") }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntaxError("expected four hex digits after \\u, found \(foundDescription())")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(CatalogError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            throw syntaxError("expected a digit in a number, found \(foundDescription())")
        }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else {
                throw syntaxError("expected a digit after the decimal point, found \(foundDescription())")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else {
                throw syntaxError("expected a digit in the exponent, found \(foundDescription())")
            }
            skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(CatalogError) {
        let start = index
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in text {
            guard index < bytes.count else {
                throw syntaxError("unexpected end of file (truncated?) inside the literal \(literal)")
            }
            guard bytes[index] == byte else {
                index = start
                throw syntaxError("expected a value, found \(foundDescription())")
            }
            index += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The character at the current position, quoted, for "found …" in messages.
    private func foundDescription() -> String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        switch text {
        case "\n": return "a line break"
        case "\t": return "a tab"
        default: return "'\(text)'"
        }
    }

    private func syntaxError(_ message: String) -> CatalogError {
        .malformedJSON(file: file, location: SourceLocation.of(offset: index, in: bytes), message: message)
    }
}
