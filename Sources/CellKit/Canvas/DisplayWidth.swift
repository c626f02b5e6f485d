/// Terminal display widths in columns, from Unicode data tables generated from Unicode 17.0
/// (see ``unicodeVersion``) and a ``WidthModel``.
///
/// A scalar takes 0, 1 or 2 columns: nothing for controls, combining and enclosing marks,
/// format characters, default ignorables (joiners, variation selectors) and Hangul medial
/// and final jamo; two for East Asian Wide and Fullwidth characters (CJK, Hangul, kana,
/// fullwidth forms, emoji with emoji presentation); one for the rest, East Asian Ambiguous
/// characters included. How the scalars of a grapheme cluster add up depends on the model:
///
/// ```swift
/// DisplayWidth.of("日本語")                         // 6
/// DisplayWidth.of("e\u{301}")                      // 1
/// DisplayWidth.of("👩‍🍳")                            // 2
/// DisplayWidth.of("👩‍🍳", model: .codepoint)        // 4
/// DisplayWidth.of("⚙️", model: .codepoint)         // 1
/// ```
///
/// Controls measure 0 here, because a terminal does not advance over them; ``TextCanvas``
/// draws them escaped (see ``TerminalSafeText``), so measure `text.terminalSafe` to size a
/// cell for text that may hold them.
public enum DisplayWidth {
    /// The Unicode version the width tables were generated from.
    public static let unicodeVersion = UnicodeWidthData.unicodeVersion
    /// The emoji data version (UTS #51) the width tables were generated from.
    public static let emojiVersion = UnicodeWidthData.emojiVersion

    /// The number of columns `string` takes under `model`, summed over its grapheme clusters.
    ///
    /// - Complexity: O(*n*) in the number of scalars.
    public static func of<S: StringProtocol>(_ string: S, model: WidthModel = .grapheme) -> Int {
        var total = 0
        for character in string { total += of(character, model: model) }
        return total
    }

    /// The number of columns one grapheme cluster takes under `model`: 0, 1 or 2 with
    /// ``WidthModel/grapheme``; the sum of its scalars' widths with the codepoint models.
    ///
    /// - Complexity: O(*n*) in the cluster's scalars.
    public static func of(_ character: Character, model: WidthModel = .grapheme) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(first) }
        switch model {
        case .grapheme: return clusterWidth(first: first, second: second, rest: &iterator)
        case .codepoint:
            var total = of(first) + of(second)
            while let scalar = iterator.next() { total += of(scalar) }
            return total
        case .codepointJoinedByZWJ:
            var total = of(first)
            var previous = first
            var scalar = second
            while true {
                if previous.value != 0x200D { total += of(scalar) }
                previous = scalar
                guard let next = iterator.next() else { return total }
                scalar = next
            }
        }
    }

    /// The number of columns a lone scalar takes: 0, 1 or 2, the same in every model.
    @inline(__always)
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }  // Latin-1 to spacing modifiers: no mark, no wide letter
        return Int(ScalarClassTable.shared.bits(of: value) & 0b11)
    }

    /// The width of a cluster of two or more scalars as grapheme-clustering terminals draw it:
    /// a selector or skin tone right after an emoji base decides it, a flag or emoji ZWJ
    /// sequence is two, and otherwise it is the width of its first scalar that takes space.
    private static func clusterWidth(
        first: Unicode.Scalar, second: Unicode.Scalar, rest: inout Character.UnicodeScalarView.Iterator
    ) -> Int {
        let firstClass = ScalarClass(first)
        switch second.value {
        case 0xFE0F where firstClass.isEmojiVariationBase: return 2
        case 0xFE0E where firstClass.isEmojiVariationBase: return 1
        case 0x1F3FB...0x1F3FF where firstClass.isEmojiModifierBase: return 2
        case 0x1F1E6...0x1F1FF where (0x1F1E6...0x1F1FF).contains(first.value): return 2
        default: break
        }
        if firstClass.isExtendedPictographic {
            var previous = second
            while let scalar = rest.next() {
                if previous.value == 0x200D { return 2 }  // a joiner with something after it
                previous = scalar
            }
            return firstClass.width
        }
        if firstClass.width > 0 { return firstClass.width }
        if of(second) > 0 { return of(second) }
        while let scalar = rest.next() {
            let width = of(scalar)
            if width > 0 { return width }
        }
        return 0
    }
}
