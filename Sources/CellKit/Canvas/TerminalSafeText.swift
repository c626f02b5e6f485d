/// Makes text from data or arguments safe to write to a terminal.
///
/// Three things in text can break a terminal screen or mislead its reader:
/// - **Controls**: C0 (U+0000–U+001F, newline and tab included), DEL (U+007F), C1
///   (U+0080–U+009F), the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
///   U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029). Each is shown as
///   a visible, ASCII-only escape in Swift's own spelling, `\u{1B}`, so `ESC[2J` in a
///   product id reads `\u{1B}[2J` and never clears a screen or reorders a line.
/// - **Over-long grapheme clusters**: a cluster keeps at most ``maximumClusterScalars``
///   scalars, so one cluster (20,000 joined emoji, 200,000 combining marks) can never be
///   wider or costlier than a cell.
/// - **A dangling zero-width joiner** at the end of a cluster joins nothing, but some
///   terminals glue the next character to it; it is dropped.
///
/// ```swift
/// TerminalSafeText.escaping("\u{1B}[31mred")   // "\\u{1B}[31mred"
/// "p-001\n".terminalSafe                        // "p-001\\u{A}"
/// ```
///
/// ``TextCanvas`` applies this to everything it draws, so no canvas cell ever holds a
/// control; use ``Swift/StringProtocol/terminalSafe`` for text written to a terminal any other
/// way (an error message on stderr).
public enum TerminalSafeText {
    /// The most scalars a grapheme cluster keeps; the rest of a longer cluster is cut.
    public static let maximumClusterScalars = 32

    /// Whether `scalar` is a control that must not reach a terminal as it is.
    @inline(__always)
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return true }
        if value < 0x600 { return false }
        return ScalarClass(scalar).isTerminalUnsafe
    }

    /// The visible escape of `scalar`: `\u{` and its hexadecimal value (upper case) and `}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every control escaped, every grapheme cluster cut to
    /// ``maximumClusterScalars`` scalars and every cluster-ending zero-width joiner dropped.
    ///
    /// - Complexity: O(*n*) in the number of scalars.
    public static func escaping<S: StringProtocol>(_ text: S) -> String {
        var needsWork = false
        var scalarCount = 0
        for scalar in text.unicodeScalars {
            scalarCount += 1
            if isControl(scalar) || scalar.value == 0x200D {
                needsWork = true
                break
            }
        }
        guard needsWork || scalarCount > maximumClusterScalars else { return String(text) }
        var result = ""
        for character in text {
            switch safeForm(of: character) {
            case .unchanged: result.append(character)
            case .replaced(let replacement): result += replacement
            }
        }
        return result
    }

    /// What a cluster becomes on a terminal.
    enum SafeForm {
        /// The cluster is safe as it is (almost always).
        case unchanged
        /// The cluster's safe spelling: escaped, cut, or without its trailing joiner; may be
        /// empty.
        case replaced(String)
    }

    /// The safe form of one grapheme cluster.
    ///
    /// - Complexity: O(1) for a cluster of one scalar; O(*n*) in the cluster's scalars.
    static func safeForm(of character: Character) -> SafeForm {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return .unchanged }
        var count = 1
        var hasControl = isControl(first)
        var last = first
        while let scalar = iterator.next() {
            count += 1
            if count > maximumClusterScalars { break }
            hasControl = hasControl || isControl(scalar)
            last = scalar
        }
        guard hasControl || count > maximumClusterScalars || last.value == 0x200D else { return .unchanged }
        var kept = String.UnicodeScalarView()
        for scalar in scalars.prefix(maximumClusterScalars) {
            if isControl(scalar) {
                kept.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                kept.append(scalar)
            }
        }
        while kept.last?.value == 0x200D { kept.removeLast() }
        return .replaced(String(kept))
    }
}
