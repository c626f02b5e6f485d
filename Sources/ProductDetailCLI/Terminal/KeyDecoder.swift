/// Turns bytes read from a raw-mode terminal into keys, across reads.
///
/// An escape sequence may be split between two reads (`ESC` in one, `[ A` in the next); the
/// decoder keeps the partial sequence and finishes it with the next bytes. A lone `ESC` stays
/// pending until more bytes arrive or the caller, after a short quiet period, calls
/// `flush()`. Arrows, Page Up/Down, Home and End are decoded in the spellings xterm, VTE,
/// tmux, rxvt and the Linux console use. The terminal's `intr`, `susp` and `quit` characters
/// (Ctrl-C, Ctrl-Z and Ctrl-\ unless `stty` changed them) become `.interrupt`, `.suspend` and
/// `.quit`. Unknown sequences (a terminal's late answer to a query among them), other control
/// bytes and non-ASCII bytes are skipped.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B])            // []
/// decoder.decode(Array("[Cq".utf8)) // [.right, .character("q")]
/// decoder.decode([0x1A])            // [.suspend]
/// ```
struct KeyDecoder: Sendable {
    private enum State: Sendable {
        /// Between keys.
        case ground
        /// After `ESC`.
        case escape
        /// After `ESC [`: parameter and intermediate bytes until a final byte; the first
        /// parameter's digits are kept (`5` in `ESC [ 5 ~`).
        case controlSequence
        /// After `ESC O` (application cursor keys): one final byte.
        case singleShift
    }

    private var state = State.ground
    /// The first parameter of the control sequence being read; `nil` when a private marker
    /// (`?`, `<`…) makes the sequence no key.
    private var firstParameter: Int? = 0
    /// Whether digits still belong to the first parameter (no `;` seen yet).
    private var isReadingFirstParameter = true

    /// The terminal's control characters, each `nil` when disabled.
    private let interruptCharacter: UInt8?
    private let suspendCharacter: UInt8?
    private let quitCharacter: UInt8?

    /// Creates a decoder with nothing pending.
    ///
    /// - Parameters:
    ///   - interrupt: The terminal's `intr` character; Ctrl-C by default.
    ///   - suspend: The terminal's `susp` character; Ctrl-Z by default.
    ///   - quit: The terminal's `quit` character; Ctrl-\ by default.
    init(interrupt: UInt8? = 0x03, suspend: UInt8? = 0x1A, quit: UInt8? = 0x1C) {
        interruptCharacter = interrupt
        suspendCharacter = suspend
        quitCharacter = quit
    }

    /// Whether an escape sequence has started and not finished.
    var hasPendingInput: Bool {
        state != .ground
    }

    /// Decodes `bytes`, continuing any sequence left pending by the previous call.
    ///
    /// - Returns: The keys completed by these bytes, in order.
    /// - Complexity: O(*n*) for *n* bytes.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
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
    mutating func flush() -> [Key] {
        defer { state = .ground }
        return state == .escape ? [.escape] : []
    }

    private mutating func decode(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            decodeInGround(byte, into: &keys)
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence
                firstParameter = 0
                isReadingFirstParameter = true
            case UInt8(ascii: "O"): state = .singleShift
            case 0x1B: keys.append(.escape)
            default:
                keys.append(.escape)
                state = .ground
                decodeInGround(byte, into: &keys)
            }
        case .controlSequence:
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard isReadingFirstParameter else { break }
                // Saturates: a parameter that long is no key anyway.
                firstParameter = firstParameter.map { min($0 * 10 + Int(byte - UInt8(ascii: "0")), 1_000) }
            case UInt8(ascii: ";"), UInt8(ascii: ":"):
                isReadingFirstParameter = false
            case 0x20...0x3F:
                firstParameter = nil
            case UInt8(ascii: "~"):
                state = .ground
                if let key = firstParameter.flatMap(Self.editingKey) { keys.append(key) }
            case 0x40...0x7E:
                state = .ground
                if firstParameter != nil, let key = Self.cursorKey(byte) { keys.append(key) }
            default:
                state = .ground
                decodeInGround(byte, into: &keys)
            }
        case .singleShift:
            state = .ground
            if let key = Self.cursorKey(byte) { keys.append(key) }
        }
    }

    private mutating func decodeInGround(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case interruptCharacter: keys.append(.interrupt)
        case suspendCharacter: keys.append(.suspend)
        case quitCharacter: keys.append(.quit)
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        default: break
        }
    }

    /// The key a cursor-key final byte names (`A` in `ESC [ A` or `ESC O A`).
    private static func cursorKey(_ finalByte: UInt8) -> Key? {
        switch finalByte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// The key an editing-key sequence names (`5` in `ESC [ 5 ~`).
    private static func editingKey(_ parameter: Int) -> Key? {
        switch parameter {
        case 1, 7: .home
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        default: nil
        }
    }
}
