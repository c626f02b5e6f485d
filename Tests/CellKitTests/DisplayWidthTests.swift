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
    }

    @Test func wideRangesAreSortedAndDisjoint() {
        let ranges = EastAsianWidth.wideRanges
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.upperBound < next.lowerBound, "\(previous) overlaps or precedes \(next)")
        }
    }

    @Test func wideTableAgreesWithEveryCJKIdeographInTheBasicBlock() {
        for value in UInt32(0x4E00)...0x9FFF {
            #expect(EastAsianWidth.isWide(value))
        }
        #expect(!EastAsianWidth.isWide(0x303F))
        #expect(!EastAsianWidth.isWide(0xFF61))
    }
}
