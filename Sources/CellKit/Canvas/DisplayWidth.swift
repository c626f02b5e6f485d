/// Terminal display widths in columns, from the East Asian Width property and emoji rules.
///
/// A grapheme cluster is measured as a whole and never split: its width is that of its
/// first scalar that takes space, or 2 when it asks for emoji presentation (U+FE0F), is an
/// emoji ZWJ sequence, or is a flag. Combining marks, zero-width joiners and variation
/// selectors take no columns; CJK, Hangul and fullwidth forms take two.
///
/// ```swift
/// DisplayWidth.of("日本語")   // 6
/// DisplayWidth.of("👨‍👩‍👧")     // 2
/// DisplayWidth.of("e\u{301}") // 1
/// ```
public enum DisplayWidth {
    /// The number of columns `string` takes, summed over its grapheme clusters.
    ///
    /// - Complexity: O(*n*) in the number of scalars.
    public static func of<S: StringProtocol>(_ string: S) -> Int {
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The number of columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return of(first) }
        var sawJoiner = false
        var regionalIndicators = 0
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: return 2
            case 0x200D: sawJoiner = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
        }
        if regionalIndicators >= 2 { return 2 }
        if sawJoiner, first.properties.isEmoji, first.value > 0xFF { return 2 }
        for scalar in scalars {
            let width = of(scalar)
            if width > 0 { return width }
        }
        return 0
    }

    /// The number of columns a lone scalar takes: 0 for marks, joiners, variation selectors
    /// and controls, 2 for wide and fullwidth scalars, 1 otherwise.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if isZeroWidth(scalar) { return 0 }
        return EastAsianWidth.isWide(value) ? 2 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // Hangul medial and final jamo join the initial
        case 0xAD: return false  // soft hyphen is shown where it breaks a line
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return false
        }
    }
}
