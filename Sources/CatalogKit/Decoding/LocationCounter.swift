/// Counts lines and columns over a file's bytes fed in pieces, so the location of an error
/// can be found by reading the file again in blocks rather than keeping it in memory.
///
/// CR, LF and CRLF each end one line; UTF-8 continuation bytes take no column; a byte order
/// mark at the very start takes none either.
struct LocationCounter {
    private(set) var line = 1
    private var column = 1
    private var consumed = 0
    private var afterCarriageReturn = false

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if consumed == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        consumed += bytes.count
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == JSONByte.lineFeed {
                if !afterCarriageReturn {
                    line += 1
                    column = 1
                }
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = byte == JSONByte.carriageReturn
            if afterCarriageReturn {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }
}
