import Foundation

/// Reads one top-level element (an object) field by field, straight into the values an
/// entity needs: keys are matched as bytes against the schema's names, values are checked
/// and converted in place, unknown fields are checked and skipped. Every problem becomes a
/// `DecodingFailure` with its path (`[12].price`) and offset.
///
/// One reader serves a whole segment, so its scratch buffers are reused from element to
/// element.
struct ElementReader {
    var cursor: JSONCursor
    /// The element's index, relative to the segment's first element.
    var index = 0
    /// The schema's field names.
    let keys: KeyTable
    private var scratch: [UInt8] = []
    private var strings = StringScratch()
    private let interner = StringInterner()
    private let arrayInterner = StringArrayInterner()
    /// Where each known field's key was seen in the current object (valid where `seen` has
    /// its bit).
    private let keyOffsets: OffsetTable
    private var unknownKeys: [String: Int] = [:]
    private var fieldCount = 0
    private var predicted = 0
    /// The known fields seen in the current object, one bit per field.
    private(set) var seen: UInt64 = 0

    init(cursor: JSONCursor, keys: KeyTable) {
        precondition(keys.count <= 64, "a schema has at most 64 fields")
        self.cursor = cursor
        self.keys = keys
        keyOffsets = OffsetTable(count: keys.count)
    }

    func path(_ field: Int) -> FieldPath {
        FieldPath(element: index, suffix: "." + keys.names[field])
    }

    // MARK: Objects and keys

    /// Starts the element at the position, which must be an object.
    ///
    /// - Parameter describe: What the element should be, e.g. "a product object".
    /// - Returns: The object's offset.
    mutating func beginObject(describe: String) throws(DecodingFailure) -> Int {
        cursor.skipWhitespace()
        let start = cursor.position
        guard cursor.peek() == JSONByte.openBrace else {
            guard !cursor.isAtEnd else {
                throw cursor.syntaxError("unexpected end of file (truncated?), expected a value")
            }
            let got = try cursor.skipAndDescribeValue(depth: 0, path: FieldPath(element: index, suffix: ""))
            throw DecodingFailure(
                .invalidField(path: FieldPath(element: index, suffix: ""), expected: describe, got: got),
                at: start)
        }
        cursor.position += 1
        fieldCount = 0
        predicted = 0
        seen = 0
        if !unknownKeys.isEmpty { unknownKeys.removeAll(keepingCapacity: true) }
        return start
    }

    /// The next known field of the object, with the position on its value; unknown fields
    /// are checked and skipped on the way. `nil` once the object is closed.
    @inline(__always)
    mutating func nextField() throws(DecodingFailure) -> Int? {
        // Compact files with keys in schema order, the usual case: the comma (after the
        // first field), the next key in quotes and the colon are compared as one run of
        // bytes. Anything else (white space, another order, a repeated key, the end of the
        // object) takes the general path below.
        if predicted < keys.count, seen & (1 << UInt64(predicted)) == 0 {
            let comma = fieldCount > 0 ? 1 : 0
            let quote = cursor.position + comma
            if comma == 0 || cursor.peek() == JSONByte.comma,
                keys.startsField(predicted, at: cursor.base + quote, available: cursor.end - quote)
            {
                let field = predicted
                fieldCount += 1
                predicted += 1
                seen |= 1 << UInt64(field)
                keyOffsets.offsets[field] = quote
                cursor.position = quote + keys.lengths[field] + 3
                cursor.skipWhitespace()
                return field
            }
        }
        return try nextFieldInGeneral()
    }

    /// `nextField()` for any text: white space anywhere, keys in any order, unknown keys.
    @inline(never)
    private mutating func nextFieldInGeneral() throws(DecodingFailure) -> Int? {
        while true {
            cursor.skipWhitespace()
            guard let byte = cursor.peek() else {
                throw cursor.syntaxError(
                    fieldCount == 0
                        ? "unexpected end of file (truncated?), expected a key"
                        : "unexpected end of file (truncated?), expected ',' or '}'")
            }
            if byte == JSONByte.closeBrace {
                cursor.position += 1
                return nil
            }
            if fieldCount > 0 {
                guard byte == JSONByte.comma else { throw cursor.unexpected("',' or '}' after a field") }
                cursor.position += 1
                cursor.skipWhitespace()
            }
            guard let quote = cursor.peek() else {
                throw cursor.syntaxError("unexpected end of file (truncated?), expected a key")
            }
            guard quote == JSONByte.quote else { throw cursor.unexpected("a quoted key") }
            fieldCount += 1
            let token: JSONCursor.StringToken
            let field: Int?
            // Files usually keep one key order: try the next key in schema order as plain
            // bytes followed by the closing quote, with no scan at all.
            let start = cursor.position + 1
            let length = predicted < keys.count ? keys.lengths[predicted] : 0
            if predicted < keys.count, start + length < cursor.end,
                cursor.base[start + length] == JSONByte.quote,
                keys.matches(predicted, cursor.base + start, count: length)
            {
                let end = start + length
                token = JSONCursor.StringToken(
                    quote: start - 1, start: start, end: end, hasEscapes: false, hasNonASCII: false)
                cursor.position = end + 1
                field = predicted
                predicted += 1
            } else {
                token = try cursor.scanString()
                field = match(token)
            }
            cursor.skipWhitespace()
            guard cursor.peek() == JSONByte.colon else {
                if cursor.isAtEnd {
                    throw cursor.syntaxError("unexpected end of file (truncated?), expected ':'")
                }
                let key = (try? cursor.string(token, scratch: &scratch)) ?? ""
                throw cursor.unexpected("':' after key \"\(key)\"")
            }
            cursor.position += 1
            cursor.skipWhitespace()
            if let field {
                let bit: UInt64 = 1 << UInt64(field)
                if seen & bit != 0 {
                    throw DecodingFailure(
                        .duplicateKey(
                            path: path(field), key: keys.names[field], firstOffset: keyOffsets.offsets[field]),
                        at: token.quote)
                }
                seen |= bit
                keyOffsets.offsets[field] = token.quote
                return field
            }
            try skipUnknownField(token)
        }
    }

    /// The schema field a key names, if any (the next field in schema order is tried
    /// first, since files usually keep one order).
    private mutating func match(_ token: JSONCursor.StringToken) -> Int? {
        if token.hasEscapes || token.hasNonASCII {
            guard let key = try? cursor.string(token, scratch: &scratch) else { return nil }
            return keys.names.firstIndex(of: key)
        }
        guard let field = keys.index(of: cursor.base + token.start, count: token.count) else { return nil }
        predicted = field + 1
        return field
    }

    private mutating func skipUnknownField(_ token: JSONCursor.StringToken) throws(DecodingFailure) {
        let key = try cursor.string(token, scratch: &scratch)
        let path = FieldPath(element: index, suffix: "." + key)
        if let first = unknownKeys.updateValue(token.quote, forKey: key) {
            throw DecodingFailure(.duplicateKey(path: path, key: key, firstOffset: first), at: token.quote)
        }
        try cursor.skipValue(depth: 1, path: path)
    }

    // MARK: Values

    /// Fails with "expected …, got <the value>" for the value at the position.
    mutating func mismatch(_ field: Int, expected: String) -> DecodingFailure {
        mismatch(path(field), expected: expected)
    }

    mutating func mismatch(_ path: FieldPath, expected: String) -> DecodingFailure {
        let start = cursor.position
        do throws(DecodingFailure) {
            let got = try cursor.skipAndDescribeValue(depth: 1, path: path)
            return DecodingFailure(.invalidField(path: path, expected: expected, got: got), at: start)
        } catch {
            return error
        }
    }

    /// A string; `shared` for fields whose values repeat (see `StringInterner`).
    mutating func string(_ field: Int, allowsEmpty: Bool = true, shared: Bool = false) throws(DecodingFailure)
        -> String
    {
        guard cursor.peek() == JSONByte.quote else {
            throw mismatch(field, expected: allowsEmpty ? "a string" : "a non-empty string")
        }
        if let short = cursor.shortString() { return short }
        let start = cursor.position
        let token = try cursor.scanString()
        if !allowsEmpty && token.count == 0 {
            cursor.position = start
            throw mismatch(field, expected: "a non-empty string")
        }
        return try shared ? sharedString(token) : cursor.string(token, scratch: &scratch)
    }

    private mutating func sharedString(_ token: JSONCursor.StringToken) throws(DecodingFailure) -> String {
        guard !token.hasEscapes else { return try cursor.string(token, scratch: &scratch) }
        let cursor = self.cursor
        return try interner.string(UnsafeBufferPointer(start: cursor.base + token.start, count: token.count))
        {
            () throws(DecodingFailure) in
            var scratch: [UInt8] = []
            return try cursor.string(token, scratch: &scratch)
        }
    }

    /// A whole number ≥ 0 that fits in an `Int`.
    mutating func integer(_ field: Int, expected: String = "a whole number ≥ 0") throws(DecodingFailure)
        -> Int
    {
        let start = cursor.position
        // The usual count, price or stock: 1 to 7 plain digits, then neither a fraction nor
        // an exponent, read from one word. Anything else takes the general path.
        if start + 8 <= cursor.end {
            let run = DigitRun(UnsafeRawPointer(cursor.base + start).loadUnaligned(as: UInt64.self))
            if run.count > 0, run.count < 8, run.count == 1 || cursor.base[start] != JSONByte.zero {
                let next = cursor.base[start + run.count]
                if next != JSONByte.dot, next | JSONByte.lowercaseBit != JSONByte.lowercaseE {
                    cursor.position = start + run.count
                    return Int(run.value)
                }
            }
        }
        guard let byte = cursor.peek(), byte == JSONByte.minus || byte &- JSONByte.zero < 10 else {
            throw mismatch(field, expected: expected)
        }
        let token = try cursor.scanNumber()
        guard token.isInteger else {
            cursor.position = start
            throw mismatch(field, expected: expected)
        }
        if token.isNegative && token.magnitude != 0 {
            throw DecodingFailure(
                .invalidValue(path: path(field), problem: "must not be negative, got \(cursor.text(token))"),
                at: start)
        }
        guard let magnitude = token.magnitude, magnitude <= UInt64(Int.max) else {
            throw DecodingFailure(
                .invalidValue(
                    path: path(field),
                    problem:
                        "\(JSONCursor.cut(cursor.text(token))) is too large; the largest accepted is \(Int.max)"
                ),
                at: start)
        }
        return Int(magnitude)
    }

    /// A number within `range`.
    mutating func number(_ field: Int, in range: ClosedRange<Double>, expected: String)
        throws(DecodingFailure)
        -> Double
    {
        let start = cursor.position
        guard let byte = cursor.peek(), byte == JSONByte.minus || byte &- JSONByte.zero < 10 else {
            throw mismatch(field, expected: expected)
        }
        let token = try cursor.scanNumber()
        let value = cursor.double(token)
        guard range.contains(value) else {
            cursor.position = start
            throw mismatch(field, expected: expected)
        }
        // `-0` is 0: never show a rating as "-0.0".
        return value == 0 ? 0 : value
    }

    /// An array of strings, allocated once at its final size. With `shared`, each string is
    /// shared as for `string`, and the whole array too (see `StringArrayInterner`): an array
    /// whose text was read before, `[` to `]`, is the same array, with no allocation.
    mutating func strings(_ field: Int, shared: Bool = false) throws(DecodingFailure) -> [String] {
        guard cursor.peek() == JSONByte.openBracket else {
            throw mismatch(field, expected: "an array of strings")
        }
        let open = cursor.position
        cursor.position += 1
        cursor.skipWhitespace()
        if cursor.peek() == JSONByte.closeBracket {
            cursor.position += 1
            return []
        }
        strings.removeAll()
        while true {
            cursor.skipWhitespace()
            guard cursor.peek() == JSONByte.quote else {
                if cursor.isAtEnd {
                    throw cursor.syntaxError("unexpected end of file (truncated?), expected a value")
                }
                var elementPath = path(field)
                elementPath.suffix += "[\(strings.count)]"
                throw mismatch(elementPath, expected: "a string")
            }
            if let short = cursor.shortString() {
                strings.append(short)
            } else {
                let token = try cursor.scanString()
                strings.append(try shared ? sharedString(token) : cursor.string(token, scratch: &scratch))
            }
            cursor.skipWhitespace()
            guard let byte = cursor.peek() else {
                throw cursor.syntaxError("unexpected end of file (truncated?), expected ',' or ']'")
            }
            cursor.position += 1
            if byte == JSONByte.comma { continue }
            if byte == JSONByte.closeBracket {
                guard shared else { return strings.takeArray() }
                // Read whole (every element checked) and then shared by its text.
                let text = UnsafeBufferPointer(start: cursor.base + open, count: cursor.position - open)
                let array = arrayInterner.array(text, make: strings.takeArray)
                strings.removeAll()
                return array
            }
            cursor.position -= 1
            throw cursor.unexpected("',' or ']' after an array element")
        }
    }

    mutating func timestamp(_ field: Int) throws(DecodingFailure) -> Date {
        let expected = timestampExpectation
        guard cursor.peek() == JSONByte.quote else { throw mismatch(field, expected: expected) }
        let start = cursor.position
        let closing = start + 1 + TimestampBytes.compactCount
        if closing < cursor.end, cursor.base[closing] == JSONByte.quote,
            let date = TimestampBytes.compactDate(at: cursor.base + start + 1)
        {
            cursor.position = closing + 1
            return date
        }
        let token = try cursor.scanString()
        try cursor.validateUTF8(token)
        guard let date = cursor.withBytes(of: token, scratch: &scratch, TimestampBytes.date(from:)) else {
            cursor.position = start
            throw mismatch(field, expected: expected)
        }
        return date
    }

    /// One of the raw values of `Value`, given as a string (compared as bytes first, so the
    /// usual case makes no `String`).
    mutating func choice<Value>(_ field: Int, among choices: ChoiceTable<Value>, expected: String)
        throws(DecodingFailure)
        -> Value
    {
        guard cursor.peek() == JSONByte.quote else { throw mismatch(field, expected: expected) }
        let start = cursor.position
        let token = try cursor.scanString()
        if !token.hasEscapes,
            let value = choices.value(spelled: cursor.base + token.start, count: token.count)
        {
            return value
        }
        guard let value = Value(rawValue: try cursor.string(token, scratch: &scratch)) else {
            cursor.position = start
            throw mismatch(field, expected: expected)
        }
        return value
    }
}
