/// A 1-based line and column in a data file; the column counts Unicode scalars, so it
/// matches what an editor shows for Japanese text and emoji.
///
/// CR, LF and CRLF each end a line; a byte order mark at the start of the file takes no
/// column.
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// The location of byte `offset` in UTF-8 `bytes`, found by one pass over the prefix
    /// (only on error paths, so decoding itself never pays for it).
    static func of(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var counter = LocationCounter()
        counter.consume(UnsafeBufferPointer(rebasing: bytes[..<max(0, min(offset, bytes.count))]))
        return counter.location
    }
}
