/// Cuts a stream of bytes into numbered lines: bytes arrive in pieces of any size, a line is
/// handed out once its line feed has arrived, and what follows the last line feed waits for
/// the next piece (or for `finish()`, which hands it out as the last line).
struct LineSplitter {
    /// The number the next line gets, from 1.
    private(set) var nextLineNumber = 1
    /// The start of a line whose line feed has not arrived yet.
    private var partial: [UInt8] = []
    /// The longest line accepted; a longer one is handed out cut at this length (its decoding
    /// then fails) instead of growing without bound.
    static let maximumLineLength = 64 << 20

    /// Whether bytes of an unfinished line are waiting.
    var hasPartialLine: Bool { !partial.isEmpty }

    /// Calls `body` with each complete line in `bytes` (without its line feed) and its number.
    mutating func split(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void
    ) {
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<index])
            if partial.isEmpty {
                body(piece, nextLineNumber)
            } else {
                append(piece)
                partial.withUnsafeBufferPointer { body($0, nextLineNumber) }
                partial.removeAll(keepingCapacity: partial.count < 1 << 20)
            }
            nextLineNumber += 1
            start = index + 1
        }
        if start < bytes.count { append(UnsafeBufferPointer(rebasing: bytes[start...])) }
    }

    /// Hands out the bytes after the last line feed as the last line, if there are any.
    mutating func finish(_ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        guard !partial.isEmpty else { return }
        partial.withUnsafeBufferPointer { body($0, nextLineNumber) }
        partial.removeAll()
        nextLineNumber += 1
    }

    /// Forgets the unfinished line and starts numbering from 1 again (a followed file that
    /// was truncated or replaced).
    mutating func restart() {
        partial.removeAll()
        nextLineNumber = 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = Self.maximumLineLength - partial.count
        guard room > 0 else { return }
        partial.append(contentsOf: bytes.prefix(room))
    }
}
