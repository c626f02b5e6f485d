/// A position in a window of JSON text (RFC 8259) and the scalar readers over it: white
/// space, strings, numbers and literals, each checked completely but without building a
/// tree.
///
/// Offsets are from the start of the file even when the window is a slice of it, so every
/// failure names its true place. The cursor never reads at or past `end`; running into it
/// is reported as the end of the file (a segment decoder treats that as "look further").
struct JSONCursor {
    /// Deepest nesting accepted, counting the top-level element's own container as 1.
    static let maximumDepth = 512

    let base: UnsafePointer<UInt8>
    let end: Int
    var position: Int
    /// ``InlineString/isAvailable``, read once per cursor rather than once per string (each
    /// read of a lazily set global is a call).
    let makesInlineStrings: Bool

    /// - Parameters:
    ///   - base: The first byte of the file.
    ///   - position: Where to start reading.
    ///   - end: The offset just past the last byte this cursor may read.
    init(base: UnsafePointer<UInt8>, position: Int, end: Int) {
        self.base = base
        self.position = position
        self.end = end
        makesInlineStrings = InlineString.isAvailable
    }

    /// A cursor over no bytes (a reader's placeholder until it is given a text).
    static var empty: JSONCursor {
        JSONCursor(base: emptyText, position: 0, end: 0)
    }

    /// One byte that no cursor reads (its `end` is 0), never freed.
    private nonisolated(unsafe) static let emptyText = UnsafePointer(
        UnsafeMutablePointer<UInt8>.allocate(capacity: 1))

    var isAtEnd: Bool { position >= end }

    /// The byte at the position, or `nil` at the end.
    @inline(__always) func peek() -> UInt8? {
        position < end ? base[position] : nil
    }

    @inline(__always) mutating func skipWhitespace() {
        while position < end {
            let byte = base[position]
            guard byte <= JSONByte.space,
                byte == JSONByte.space || byte == JSONByte.lineFeed || byte == JSONByte.carriageReturn
                    || byte == JSONByte.tab
            else { return }
            position += 1
        }
    }

    // MARK: Failures

    /// A syntax failure at the position; a byte that starts invalid UTF-8 there is reported
    /// as that instead, since it is the first thing wrong.
    func syntaxError(_ message: String) -> DecodingFailure {
        syntaxError(message, at: position)
    }

    func syntaxError(_ message: String, at offset: Int) -> DecodingFailure {
        if offset < end, base[offset] >= 0x80, startsInvalidUTF8(at: offset) {
            return DecodingFailure(.invalidUTF8, at: offset)
        }
        return DecodingFailure(.syntax(message), at: offset)
    }

    /// "expected X, found Y" at the position.
    func unexpected(_ expected: String) -> DecodingFailure {
        syntaxError("expected \(expected), found \(foundDescription())")
    }

    /// Whether the bytes at `offset` do not start a well-formed UTF-8 sequence.
    private func startsInvalidUTF8(at offset: Int) -> Bool {
        UTF8Validator.firstInvalidOffset(
            in: UnsafeBufferPointer(start: base + offset, count: min(4, end - offset))) == 0
    }

    /// The character at the position as a message shows it: quoted when visible, named
    /// (with its code point) when it is white space, a control or otherwise invisible.
    func foundDescription(at offset: Int? = nil) -> String {
        let offset = offset ?? position
        guard offset < end else { return "the end of the file" }
        let byte = base[offset]
        switch byte {
        case JSONByte.lineFeed: return "a line break"
        case JSONByte.carriageReturn: return "a carriage return"
        case JSONByte.tab: return "a tab"
        case JSONByte.space: return "a space"
        case 0..<0x20, 0x7F:
            return "a control character (U+\(Self.hex(UInt32(byte))))"
        case 0x21..<0x7F:
            return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            var stop = offset + 1
            while stop < end, stop < offset + 4, base[stop] & 0xC0 == 0x80 { stop += 1 }
            let text = String(
                decoding: UnsafeBufferPointer(start: base + offset, count: stop - offset), as: UTF8.self)
            guard let scalar = text.unicodeScalars.first else { return "an invalid byte" }
            if scalar.value == 0xFEFF { return "a byte order mark (U+FEFF)" }
            switch scalar.properties.generalCategory {
            case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .privateUse,
                .unassigned, .surrogate, .nonspacingMark, .enclosingMark:
                return "an invisible character (U+\(Self.hex(scalar.value)))"
            default:
                return "'\(text)' (U+\(Self.hex(scalar.value)))"
            }
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count >= 4 ? digits : String(repeating: "0", count: 4 - digits.count) + digits
    }

    // MARK: Literals

    /// Reads `true`, `false` or `null` at the position (whose first byte is already known).
    mutating func readLiteral(_ literal: StaticString) throws(DecodingFailure) {
        let start = position
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for index in 0..<count {
            guard position < end else {
                throw syntaxError("unexpected end of file (truncated?) inside the literal \(literal)")
            }
            guard base[position] == text[index] else {
                position = start
                throw unexpected("a value")
            }
            position += 1
        }
    }
}
