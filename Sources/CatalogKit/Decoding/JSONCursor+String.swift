import Foundation

extension JSONCursor {
    /// A scanned string: its content between the quotes, and what reading it needs.
    struct StringToken {
        /// The offset of the opening quote.
        var quote: Int
        /// The content, without quotes: `start..<end`.
        var start: Int
        var end: Int
        /// Whether the content holds a backslash escape (checked already).
        var hasEscapes: Bool
        /// Whether the content holds a byte outside ASCII (not yet checked as UTF-8).
        var hasNonASCII: Bool

        var count: Int { end - start }
    }

    /// The string whose opening quote is at the position, when it is 1 to 15 plain bytes
    /// (no escape, valid UTF-8), read and made in one step: the same two words that find
    /// the closing quote become the inline `String` (see `InlineString`). `nil`, with the
    /// position unchanged, for anything else; `scanString()` then reads it.
    @inline(__always)
    mutating func shortString() -> String? {
        let start = position + 1
        guard start + 16 <= end, makesInlineStrings else { return nil }
        let raw = UnsafeRawPointer(base + start)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let count: Int
        let words: (UInt64, UInt64)
        let firstMarks = ByteScan.stringSpecialMarks(first)
        if firstMarks != 0 {
            count = firstMarks.trailingZeroBitCount >> 3
            words = (count == 0 ? 0 : first & (~0 >> UInt64(64 - count * 8)), 0)
        } else {
            let secondMarks = ByteScan.stringSpecialMarks(second)
            guard secondMarks != 0 else { return nil }
            let lane = secondMarks.trailingZeroBitCount >> 3
            count = 8 + lane
            words = (first, lane == 0 ? 0 : second & (~0 >> UInt64(64 - lane * 8)))
        }
        guard count > 0, count <= InlineString.capacity, base[start + count] == JSONByte.quote,
            let string = InlineString.make(
                words: words, of: UnsafeBufferPointer(start: base + start, count: count))
        else { return nil }
        position = start + count + 1
        return string
    }

    /// Scans the string whose opening quote is at the position, checking every escape, and
    /// leaves the position after the closing quote. UTF-8 inside is checked by the caller
    /// (when it makes a `String`, or with `validateUTF8(_:)`), so it is checked once.
    mutating func scanString() throws(DecodingFailure) -> StringToken {
        let quote = position
        var offset = position + 1
        var hasEscapes = false
        var hasNonASCII = false
        while true {
            let (hit, sawNonASCII) = ByteScan.stringSpecial(base, from: offset, to: end)
            hasNonASCII = hasNonASCII || sawNonASCII
            guard hit < end else {
                throw syntaxError("unterminated string (truncated?)", at: quote)
            }
            let byte = base[hit]
            if byte == JSONByte.quote {
                position = hit + 1
                return StringToken(
                    quote: quote, start: quote + 1, end: hit, hasEscapes: hasEscapes, hasNonASCII: hasNonASCII
                )
            }
            if byte == JSONByte.backslash {
                hasEscapes = true
                offset = try checkEscape(at: hit, quote: quote)
                continue
            }
            throw syntaxError(
                "a control character (U+\(Self.hex(UInt32(byte)))) inside a string; write it as \\u\(Self.hex(UInt32(byte)))",
                at: hit)
        }
    }

    /// Checks the escape whose backslash is at `backslash`; returns the offset after it.
    private func checkEscape(at backslash: Int, quote: Int) throws(DecodingFailure) -> Int {
        guard backslash + 1 < end else { throw syntaxError("unterminated string (truncated?)", at: quote) }
        switch base[backslash + 1] {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash, JSONByte.lowercaseB, JSONByte.lowercaseF,
            JSONByte.lowercaseN, JSONByte.lowercaseR, JSONByte.lowercaseT:
            return backslash + 2
        case JSONByte.lowercaseU:
            let first = try hexQuad(at: backslash + 2)
            switch first {
            case 0xD800...0xDBFF:
                guard backslash + 7 < end, base[backslash + 6] == JSONByte.backslash,
                    base[backslash + 7] == JSONByte.lowercaseU,
                    let second = try? hexQuad(at: backslash + 8), (0xDC00...0xDFFF).contains(second)
                else {
                    throw syntaxError(
                        "\\u\(Self.hex(first)) is half of a surrogate pair and must be followed by a low"
                            + " surrogate \\uDC00…\\uDFFF", at: backslash)
                }
                return backslash + 12
            case 0xDC00...0xDFFF:
                throw syntaxError(
                    "\\u\(Self.hex(first)) is a lone low surrogate, not a character", at: backslash)
            default:
                return backslash + 6
            }
        default:
            let description = foundDescription(at: backslash + 1)
            throw syntaxError(
                "invalid escape \\ followed by \(description) in a string; the escapes are"
                    + " \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: backslash)
        }
    }

    /// Reads the four hex digits at `offset`.
    private func hexQuad(at offset: Int) throws(DecodingFailure) -> UInt32 {
        var value: UInt32 = 0
        for digitOffset in offset..<(offset + 4) {
            guard digitOffset < end else {
                throw syntaxError("unexpected end of file (truncated?) inside a \\u escape", at: digitOffset)
            }
            let byte = base[digitOffset]
            let digit: UInt8
            switch byte {
            case JSONByte.zero...JSONByte.nine: digit = byte - JSONByte.zero
            case JSONByte.lowercaseA...JSONByte.lowercaseF: digit = byte - JSONByte.lowercaseA + 10
            case JSONByte.uppercaseA...JSONByte.uppercaseF: digit = byte - JSONByte.uppercaseA + 10
            default:
                throw syntaxError(
                    "expected four hex digits after \\u, found \(foundDescription(at: digitOffset))",
                    at: digitOffset)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Checks that a scanned string's content is UTF-8 (a no-op for ASCII).
    func validateUTF8(_ token: StringToken) throws(DecodingFailure) {
        guard token.hasNonASCII else { return }
        if let bad = UTF8Validator.firstInvalidOffset(
            in: UnsafeBufferPointer(start: base + token.start, count: token.count))
        {
            throw DecodingFailure(.invalidUTF8, at: token.start + bad)
        }
    }

    /// The content of a scanned string as a `String`, unescaped, with its UTF-8 checked in
    /// the same pass that copies it.
    func string(_ token: StringToken, scratch: inout [UInt8]) throws(DecodingFailure) -> String {
        if !token.hasEscapes {
            if let text = Self.string(
                UnsafeBufferPointer(start: base + token.start, count: token.count), token)
            {
                return text
            }
        } else {
            unescape(token, into: &scratch)
            if let text = scratch.withUnsafeBufferPointer({ Self.string($0, token) }) { return text }
        }
        // Escapes only ever produce valid UTF-8, so the bad byte is in the raw text.
        try validateUTF8(token)
        throw DecodingFailure(.invalidUTF8, at: token.start)
    }

    /// A `String` of UTF-8 `bytes`, checked by the standard library's own decoding: it
    /// repairs invalid UTF-8, and a repair always changes the bytes, so equal bytes prove
    /// them valid; `nil` when they differ. (`String(validating:)` would check once too, but
    /// costs a runtime type lookup per call.)
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ token: StringToken) -> String? {
        if let short = InlineString.make(bytes) { return short }
        var text = String(decoding: bytes, as: UTF8.self)
        guard token.hasNonASCII, let source = bytes.baseAddress else { return text }
        let isSame = text.withUTF8 { decoded in
            guard decoded.count == bytes.count, let start = decoded.baseAddress else { return false }
            return memcmp(start, source, bytes.count) == 0
        }
        return isSame ? text : nil
    }

    /// The content's bytes, unescaped; calls `body` with a view that lives only during the
    /// call (no copy when there are no escapes).
    func withBytes<Result>(
        of token: StringToken, scratch: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard token.hasEscapes else {
            return body(UnsafeBufferPointer(start: base + token.start, count: token.count))
        }
        unescape(token, into: &scratch)
        return scratch.withUnsafeBufferPointer(body)
    }

    /// Writes the content with escapes replaced into `scratch` (escapes already checked).
    func unescape(_ token: StringToken, into scratch: inout [UInt8]) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(token.count)
        var offset = token.start
        while offset < token.end {
            let byte = base[offset]
            guard byte == JSONByte.backslash else {
                scratch.append(byte)
                offset += 1
                continue
            }
            let kind = base[offset + 1]
            offset += 2
            switch kind {
            case JSONByte.lowercaseB: scratch.append(JSONByte.backspace)
            case JSONByte.lowercaseF: scratch.append(JSONByte.formFeed)
            case JSONByte.lowercaseN: scratch.append(JSONByte.lineFeed)
            case JSONByte.lowercaseR: scratch.append(JSONByte.carriageReturn)
            case JSONByte.lowercaseT: scratch.append(JSONByte.tab)
            case JSONByte.lowercaseU:
                var value = hexValue(at: offset)
                offset += 4
                if (0xD800...0xDBFF).contains(value) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (hexValue(at: offset + 2) - 0xDC00)
                    offset += 6
                }
                appendUTF8(value, to: &scratch)
            default: scratch.append(kind)
            }
        }
    }

    /// Four hex digits already checked by `scanString()`.
    private func hexValue(at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for digitOffset in offset..<(offset + 4) {
            let byte = base[digitOffset] | JSONByte.lowercaseBit
            value =
                value << 4
                | UInt32(byte >= JSONByte.lowercaseA ? byte - JSONByte.lowercaseA + 10 : byte - JSONByte.zero)
        }
        return value
    }

    private func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            bytes.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }
}
