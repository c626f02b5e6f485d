/// What a terminal answered to the width-model probe, read out of the bytes that arrived on
/// its input.
///
/// Three answers are recognised:
/// - DECRPM for mode 2027 (grapheme clustering): `CSI ? 2027 ; Ps $ y`, where `Ps` is 0 (mode
///   unknown), 1 (set), 2 (reset), 3 (permanently set) or 4 (permanently reset);
/// - cursor position reports (CPR): `CSI row ; column R`, one per `CSI 6 n` asked;
/// - primary device attributes (DA1): `CSI ? … c`, which every terminal answers, so it marks
///   the end of the answers: what has not come by then will not come.
///
/// Everything else (keys the user typed meanwhile) is kept, in order, in ``otherInput``.
///
/// ```swift
/// let replies = TerminalReplies(parsing: Array("\u{1B}[1;2R\u{1B}[1;3R\u{1B}[?1;2c".utf8))
/// replies.cursorColumns          // [2, 3]
/// replies.hasDeviceAttributes    // true
/// ```
struct TerminalReplies: Equatable, Sendable {
    /// The `Ps` of the DECRPM answer for mode 2027, or `nil` when none came.
    var graphemeClusteringMode: Int?
    /// The 1-based columns of the cursor position reports, in order.
    var cursorColumns: [Int] = []
    /// Whether the device attributes answer (the last one asked for) came.
    var hasDeviceAttributes = false
    /// Bytes that were not part of an answer, in order; a sequence cut off at the end is kept
    /// here too.
    var otherInput: [UInt8] = []

    /// Reads the answers out of `bytes`.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    init(parsing bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[")
            else {
                otherInput.append(bytes[index])
                index += 1
                continue
            }
            // A control sequence: parameter bytes, intermediate bytes, one final byte.
            var end = index + 2
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else {
                otherInput += bytes[index..<min(end + 1, bytes.count)]
                index = end + 1
                continue
            }
            let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            if !recognise(body: body, final: bytes[end]) {
                otherInput += bytes[index...end]
            }
            index = end + 1
        }
    }

    /// Records the answer `CSI body final`; `false` when it is none of the three.
    private mutating func recognise(body: String, final: UInt8) -> Bool {
        switch final {
        case UInt8(ascii: "y"):
            guard body.hasPrefix("?2027;"), body.hasSuffix("$") else { return false }
            guard let status = Int(body.dropFirst(6).dropLast()) else { return false }
            graphemeClusteringMode = status
        case UInt8(ascii: "R"):
            let fields = body.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 2, let row = Int(fields[0]), let column = Int(fields[1]), row >= 1,
                column >= 1
            else { return false }
            cursorColumns.append(column)
        case UInt8(ascii: "c"):
            guard body.hasPrefix("?") else { return false }
            hasDeviceAttributes = true
        default:
            return false
        }
        return true
    }
}
