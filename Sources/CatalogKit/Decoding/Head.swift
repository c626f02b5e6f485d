/// The start of a data file: an optional byte order mark, white space, then `[` and the
/// first element (or `]`).
///
/// A leading byte order mark is skipped: RFC 8259 lets a parser ignore it, and editors on
/// Windows still write one, so rejecting it would only make a user re-save a file whose
/// meaning is clear. Anywhere else it is an error that names it ("a byte order mark").
enum Head {
    case needMore
    /// `[]` and nothing but white space after it.
    case empty
    /// The first element starts here.
    case firstElement(Int)
    /// The top level is some other value, starting here.
    case notAnArray(Int)
    case failure(DecodingFailure)

    /// Parses the head of the `available` bytes.
    ///
    /// - Parameter resume: Where an earlier call that needed more stopped skipping white space
    ///   before the `[` (0 the first time): white space is skipped once, however many blocks
    ///   it spans. Updated on `.needMore`.
    static func parse(
        base: UnsafePointer<UInt8>, available: Int, isComplete: Bool, describe: String, resume: inout Int
    ) -> Head {
        if available == 0 && isComplete { return .failure(DecodingFailure(.emptyFile, at: 0)) }
        var start = resume
        if start == 0, available >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            start = 3
        } else if start == 0 && !isComplete && available < 3 {
            return .needMore
        }
        var cursor = JSONCursor(base: base, position: start, end: available)
        cursor.skipWhitespace()
        if cursor.isAtEnd, !isComplete {
            resume = cursor.position
            return .needMore
        }
        guard let byte = cursor.peek() else {
            guard isComplete else { return .needMore }
            return .failure(cursor.syntaxError("expected \(describe), found the end of the file"))
        }
        guard byte == JSONByte.openBracket else { return .notAnArray(cursor.position) }
        cursor.position += 1
        cursor.skipWhitespace()
        guard let next = cursor.peek() else {
            guard isComplete else { return .needMore }
            return .failure(
                cursor.syntaxError(
                    "unexpected end of file inside the top-level array (truncated?), expected a value or ']'")
            )
        }
        guard next == JSONByte.closeBracket else { return .firstElement(cursor.position) }
        guard isComplete else { return .needMore }
        cursor.position += 1
        cursor.skipWhitespace()
        guard cursor.isAtEnd else {
            return .failure(cursor.unexpected("the end of the file after the top-level array"))
        }
        return .empty
    }
}
