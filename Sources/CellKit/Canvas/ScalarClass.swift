/// What the width rules need to know about one Unicode scalar, from the generated table
/// (``UnicodeWidthData``): its own width and a few emoji and segmentation properties.
struct ScalarClass: Sendable, Hashable {
    /// The table byte; the bit layout is the generator's (generate_width_table.py).
    let bits: UInt8

    /// The class of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        bits = ScalarClassTable.shared.bits(of: scalar.value)
    }

    init(bits: UInt8) {
        self.bits = bits
    }

    /// The columns the scalar takes on its own: 0, 1 or 2.
    var width: Int { Int(bits & 0b11) }
    /// The scalar has an emoji presentation sequence (base U+FE0F), so U+FE0F widens it and
    /// U+FE0E narrows it.
    var isEmojiVariationBase: Bool { bits & (1 << 2) != 0 }
    /// Extended_Pictographic: a zero-width joiner after it starts an emoji ZWJ sequence.
    var isExtendedPictographic: Bool { bits & (1 << 3) != 0 }
    /// Emoji_Modifier_Base: a skin-tone modifier after it makes one emoji.
    var isEmojiModifierBase: Bool { bits & (1 << 4) != 0 }
    /// The scalar can join a grapheme cluster next to it (a mark, joiner, Hangul jamo or
    /// syllable, regional indicator, prepended or Indic conjunct scalar), so two clusters
    /// placed side by side might read as one.
    var mayJoinNeighbors: Bool { bits & (1 << 5) != 0 }
    /// A control that must not reach a terminal: C0, DEL, C1, bidi controls, line and
    /// paragraph separators.
    var isTerminalUnsafe: Bool { bits & (1 << 6) != 0 }
}
