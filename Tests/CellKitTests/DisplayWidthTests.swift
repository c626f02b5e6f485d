import Testing

@testable import CellKit

@Suite struct DisplayWidthTests {
    @Test func asciiTakesOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Kettle 42") == 9)
        #expect("".displayWidth == 0)
    }

    @Test func japaneseKanaAndKanjiTakeTwoColumnsEach() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("こんにちは") == 10)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("価格: ¥3,980") == 4 + 1 + 7)
    }

    @Test func halfwidthKatakanaTakesOneColumn() {
        #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4)
    }

    @Test func hangulAndFullwidthFormsTakeTwoColumns() {
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢＣ") == 6)
        #expect(DisplayWidth.of("、。") == 4)
    }

    @Test func decomposedHangulIsOneWideCluster() {
        let decomposed = "\u{1100}\u{1161}\u{11A8}"  // 각 as three jamo
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.of(decomposed) == 2)
    }

    @Test func combiningMarksTakeNoColumns() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301} cre\u{300}me") == 10)
        #expect(DisplayWidth.of("\u{20DD}") == 0)  // enclosing circle alone
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
    }

    @Test func zeroWidthJoinerAndVariationSelectorsTakeNoColumns() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x200D)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFE0F)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFE0E)!) == 0)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
    }

    @Test func emojiTakeTwoColumns() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("⭐") == 2)
        #expect(DisplayWidth.of("🛒 cart") == 7)
    }

    @Test func emojiSequencesAndFlagsAreOneTwoColumnCluster() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.count == 1)
        #expect(DisplayWidth.of(family) == 2)
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("🇯🇵🇺🇸") == 4)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("🏳️‍🌈") == 2)
    }

    @Test func emojiPresentationSelectorWidensTextSymbols() {
        #expect(DisplayWidth.of("\u{2764}") == 1)  // heavy black heart, text presentation
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2)
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}") == 2)  // keycap one
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(DisplayWidth.of("\u{7}") == 0)
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{85}") == 0)
    }

    @Test func everyCJKIdeographInTheBasicBlockIsWide() {
        for value in UInt32(0x4E00)...0x9FFF {
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 2)
        }
        #expect(DisplayWidth.of(Unicode.Scalar(0x303F)!) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF61)!) == 1)
    }

    @Test func skinTonesOnTextStyleBasesAreTwoColumns() {
        for emoji in ["🖐🏻", "✌🏻", "☝🏻", "✍🏻", "⛹🏽", "🕴🏿", "🏋🏼", "🕵🏾"] {
            #expect(emoji.count == 1)
            #expect(DisplayWidth.of(emoji) == 2, "\(emoji)")
        }
        #expect(DisplayWidth.of("🖐") == 1)  // the base alone keeps text presentation
    }

    @Test func charactersWideSinceUnicode13To17AreTwoColumns() {
        let ranges: [ClosedRange<UInt32>] = [
            0x1F6D8...0x1F6D8, 0x18D00...0x18D08, 0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,
            0x2630...0x2637, 0x268A...0x268F, 0x4DC0...0x4DFF, 0x1D300...0x1D356, 0x1D360...0x1D376,
        ]
        for range in ranges {
            for value in range {
                #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 2, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func ambiguousParenthesizedNumbersAreOneColumn() {
        for value in UInt32(0x3248)...0x324F {
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 1, "U+\(String(value, radix: 16))")
        }
        #expect(DisplayWidth.of(Unicode.Scalar(0x3250)!) == 2)
    }

    @Test func hangulFillersAndJamo() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x1100)!) == 2)  // choseong kiyeok
        #expect(DisplayWidth.of(Unicode.Scalar(0x1161)!) == 0)  // jungseong a
        #expect(DisplayWidth.of(Unicode.Scalar(0x11A8)!) == 0)  // jongseong kiyeok
        #expect(DisplayWidth.of(Unicode.Scalar(0xD7B0)!) == 0)
        #expect(DisplayWidth.of("\u{1100}\u{1161}", model: .codepoint) == 2)
    }

    @Test func formatCharactersTakeNoColumnButPrependedNumberSignsDo() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x200B)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFEFF)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xE0061)!) == 0)  // tag letter a
        #expect(DisplayWidth.of(Unicode.Scalar(0x0600)!) == 1)  // Arabic number sign
        #expect(DisplayWidth.of(Unicode.Scalar(0xAD)!) == 1)  // soft hyphen
    }
}
