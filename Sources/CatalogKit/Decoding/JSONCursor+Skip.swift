extension JSONCursor {
    /// One open container while skipping.
    private struct Frame {
        var isObject: Bool
        /// Elements seen so far (arrays), for paths.
        var count = 0
        /// The current key and every key seen with its offset (objects), for paths and for
        /// duplicate keys.
        var key = ""
        var keys: [String: Int] = [:]
    }

    private enum Step {
        case value
        case key
        case afterValue
    }

    /// Checks and steps over one value of any kind, with an explicit stack instead of
    /// recursion, so nesting costs heap, never thread stack.
    ///
    /// - Parameters:
    ///   - depth: How many containers enclose the value (the element's object counts).
    ///   - path: The value's path, for duplicate-key failures inside it.
    mutating func skipValue(depth: Int, path: FieldPath) throws(DecodingFailure) {
        var stack: [Frame] = []
        var step = Step.value
        var scratch: [UInt8] = []
        while true {
            switch step {
            case .value:
                skipWhitespace()
                guard let byte = peek() else {
                    throw syntaxError("unexpected end of file (truncated?), expected a value")
                }
                switch byte {
                case JSONByte.openBrace, JSONByte.openBracket:
                    guard depth + stack.count < Self.maximumDepth else {
                        throw syntaxError("nesting deeper than \(Self.maximumDepth) levels")
                    }
                    position += 1
                    stack.append(Frame(isObject: byte == JSONByte.openBrace))
                    skipWhitespace()
                    if peek() == (byte == JSONByte.openBrace ? JSONByte.closeBrace : JSONByte.closeBracket) {
                        position += 1
                        stack.removeLast()
                        step = .afterValue
                    } else {
                        step = byte == JSONByte.openBrace ? .key : .value
                    }
                    continue
                case JSONByte.quote:
                    try validateUTF8(try scanString())
                case JSONByte.minus, JSONByte.zero...JSONByte.nine:
                    _ = try scanNumber()
                case JSONByte.lowercaseT: try readLiteral("true")
                case JSONByte.lowercaseF: try readLiteral("false")
                case JSONByte.lowercaseN: try readLiteral("null")
                default: throw unexpected("a value")
                }
                step = .afterValue
            case .key:
                skipWhitespace()
                guard let byte = peek() else {
                    throw syntaxError("unexpected end of file (truncated?), expected a key")
                }
                guard byte == JSONByte.quote else { throw unexpected("a quoted key") }
                let token = try scanString()
                let key = try string(token, scratch: &scratch)
                let top = stack.count - 1
                if let first = stack[top].keys.updateValue(token.quote, forKey: key) {
                    stack[top].key = key
                    throw DecodingFailure(
                        .duplicateKey(path: Self.path(path, stack), key: key, firstOffset: first),
                        at: token.quote)
                }
                stack[top].key = key
                skipWhitespace()
                guard peek() == JSONByte.colon else {
                    throw isAtEnd
                        ? syntaxError("unexpected end of file (truncated?), expected ':'")
                        : unexpected("':' after key \"\(key)\"")
                }
                position += 1
                step = .value
            case .afterValue:
                guard let top = stack.indices.last else { return }
                skipWhitespace()
                let isObject = stack[top].isObject
                guard let byte = peek() else {
                    throw syntaxError(
                        "unexpected end of file (truncated?), expected ',' or '\(isObject ? "}" : "]")'")
                }
                if byte == JSONByte.comma {
                    position += 1
                    stack[top].count += 1
                    step = isObject ? .key : .value
                } else if byte == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                    position += 1
                    stack.removeLast()
                } else {
                    throw unexpected(
                        isObject ? "',' or '}' after a field" : "',' or ']' after an array element")
                }
            }
        }
    }

    private static func path(_ base: FieldPath, _ stack: [Frame]) -> FieldPath {
        var suffix = base.suffix
        for frame in stack {
            suffix += frame.isObject ? "." + frame.key : "[\(frame.count)]"
        }
        return FieldPath(element: base.element, suffix: suffix)
    }

    /// Steps over the value at the position (checking it) and says how it reads in a
    /// message: scalars as written (strings quoted, cut at 40 characters), containers by
    /// kind.
    mutating func skipAndDescribeValue(depth: Int, path: FieldPath) throws(DecodingFailure) -> String {
        skipWhitespace()
        let start = position
        try skipValue(depth: depth, path: path)
        switch base[start] {
        case JSONByte.openBrace: return "an object"
        case JSONByte.openBracket: return "an array"
        case JSONByte.quote:
            var copy = JSONCursor(base: base, position: start, end: end)
            var scratch: [UInt8] = []
            guard let token = try? copy.scanString(), let text = try? copy.string(token, scratch: &scratch)
            else {
                return "a string"
            }
            return "\"" + Self.cut(text) + "\""
        default:
            let text = String(
                decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
            return Self.cut(text)
        }
    }

    /// What a JSON value starting with `byte` is ("an object", "a string"…), or `nil` when no
    /// value starts with it.
    static func kind(startingWith byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "a number"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a Boolean"
        case UInt8(ascii: "n"): "null"
        default: nil
        }
    }

    /// The first 40 characters of `text`, then `…` if there was more.
    static func cut(_ text: String) -> String {
        var prefix = ""
        var count = 0
        for character in text {
            if count == 40 { return prefix + "…" }
            prefix.append(character)
            count += 1
        }
        return prefix
    }
}
