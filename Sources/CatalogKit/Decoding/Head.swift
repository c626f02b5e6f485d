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

    /// How far an earlier call got, so a call with more bytes goes on from there: white space
    /// is skipped once, however many blocks it spans.
    struct Progress {
        enum Stage {
            case beforeArray, insideArray, afterArray
        }

        var stage = Stage.beforeArray
        /// Where the next byte to look at is.
        var position = 0
    }

    /// Parses the head of the `available` bytes, going on from `progress` (updated on
    /// `.needMore`).
    static func parse(
        base: UnsafePointer<UInt8>, available: Int, isComplete: Bool, describe: String,
        progress: inout Progress
    ) -> Head {
        if available == 0 && isComplete { return .failure(DecodingFailure(.emptyFile, at: 0)) }
        if progress.stage == .beforeArray, progress.position == 0 {
            if available >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
                progress.position = 3
            } else if !isComplete && available < 3 {
                return .needMore
            }
        }
        var cursor = JSONCursor(base: base, position: progress.position, end: available)
        while true {
            cursor.skipWhitespace()
            if cursor.isAtEnd, !isComplete {
                progress.position = cursor.position
                return .needMore
            }
            switch progress.stage {
            case .beforeArray:
                guard let byte = cursor.peek() else {
                    return .failure(cursor.syntaxError("expected \(describe), found the end of the file"))
                }
                guard byte == JSONByte.openBracket else { return .notAnArray(cursor.position) }
                cursor.position += 1
                progress.stage = .insideArray
            case .insideArray:
                guard let next = cursor.peek() else {
                    return .failure(
                        cursor.syntaxError(
                            "unexpected end of file inside the top-level array (truncated?), expected a value or ']'"
                        ))
                }
                guard next == JSONByte.closeBracket else { return .firstElement(cursor.position) }
                cursor.position += 1
                progress.stage = .afterArray
            case .afterArray:
                guard cursor.isAtEnd else {
                    return .failure(cursor.unexpected("the end of the file after the top-level array"))
                }
                return .empty
            }
        }
    }
}
