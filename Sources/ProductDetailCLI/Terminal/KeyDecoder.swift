/// Turns bytes read from a raw-mode terminal into keys, across reads.
///
/// An escape sequence may be split between two reads (`ESC` in one, `[ A` in the next); the
/// decoder keeps the partial sequence and finishes it with the next bytes. A lone `ESC` stays
/// pending until more bytes arrive or the caller, after a short quiet period, calls
/// `flush()`. Unknown sequences, other control bytes and non-ASCII bytes are skipped.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B])            // []
/// decoder.decode(Array("[Cq".utf8)) // [.right, .character("q")]
/// ```
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        /// Between keys.
        case ground
        /// After `ESC`.
        case escape
        /// After `ESC [`: parameter and intermediate bytes until a final byte.
        case controlSequence
        /// After `ESC O` (application cursor keys): one final byte.
        case singleShift
    }

    private var state = State.ground

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether an escape sequence has started and not finished.
    public var hasPendingInput: Bool {
        state != .ground
    }

    /// Decodes `bytes`, continuing any sequence left pending by the previous call.
    ///
    /// - Returns: The keys completed by these bytes, in order.
    /// - Complexity: O(*n*) for *n* bytes.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            decode(byte, into: &keys)
        }
        return keys
    }

    /// Ends a pending sequence: a lone `ESC` becomes `.escape`; an unfinished `ESC [` or
    /// `ESC O` is dropped.
    ///
    /// - Returns: `[.escape]` or nothing.
    public mutating func flush() -> [Key] {
        defer { state = .ground }
        return state == .escape ? [.escape] : []
    }

    private mutating func decode(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            decodeInGround(byte, into: &keys)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .controlSequence
            case UInt8(ascii: "O"): state = .singleShift
            case 0x1B: keys.append(.escape)
            default:
                keys.append(.escape)
                state = .ground
                decodeInGround(byte, into: &keys)
            }
        case .controlSequence:
            switch byte {
            case 0x20...0x3F:
                break
            case 0x40...0x7E:
                state = .ground
                if let arrow = Self.arrow(byte) { keys.append(arrow) }
            default:
                state = .ground
                decodeInGround(byte, into: &keys)
            }
        case .singleShift:
            state = .ground
            if let arrow = Self.arrow(byte) { keys.append(arrow) }
        }
    }

    private mutating func decodeInGround(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x03: keys.append(.interrupt)
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        default: break
        }
    }

    private static func arrow(_ finalByte: UInt8) -> Key? {
        switch finalByte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }
}
