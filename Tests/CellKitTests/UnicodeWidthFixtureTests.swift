import Testing

@testable import CellKit

/// Checks the generated table against the fixture the generator wrote from the same Unicode
/// data: every wide code point, a sample of every category, every fully-qualified emoji.
@Suite struct UnicodeWidthFixtureTests {
    let fixture = UnicodeWidthFixture.shipped

    @Test func fixtureIsFromTheTablesUnicodeVersion() {
        #expect(fixture.unicodeVersion == "17.0.0")
        #expect(fixture.unicodeVersion == DisplayWidth.unicodeVersion)
        #expect(fixture.emojiVersion == DisplayWidth.emojiVersion)
        #expect(fixture.declaredEmojiCount == fixture.emoji.count)
        #expect(fixture.emoji.count > 3_900)
    }

    @Test func everyWideOrFullwidthCodePointTakesTwoColumnsInEveryModel() {
        var checked = 0
        var wrong: [String] = []
        for range in fixture.wide {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                checked += 1
                let character = Character(scalar)
                let widths =
                    [DisplayWidth.of(scalar)] + WidthModel.allCases.map { character.displayWidth(in: $0) }
                if widths != [2, 2, 2, 2] {
                    wrong.append("U+\(String(value, radix: 16, uppercase: true)) \(widths)")
                }
            }
        }
        #expect(checked > 180_000)
        #expect(wrong.isEmpty, "\(wrong.count) wide code points measure otherwise: \(wrong.prefix(20))")
    }

    @Test func wideCombiningMarksTakeNoColumn() {
        #expect(!fixture.wideZero.isEmpty)
        for range in fixture.wideZero {
            for value in range {
                #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 0, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func aSampleOfEveryCategoryMatchesTheTable() {
        let categories = Set(fixture.samples.map(\.category))
        #expect(categories.count >= 40, "categories: \(categories.sorted())")
        for name in [
            "gc=Mn", "gc=Me", "gc=Cf", "ea=W", "ea=F", "ea=A", "Default_Ignorable_Code_Point",
            "Extended_Pictographic", "Emoji_Presentation", "Emoji_Modifier_Base",
            "Hangul_Syllable_Type=V|T", "Grapheme_Cluster_Break=Prepend", "Regional_Indicator",
            "Terminal_Unsafe",
        ] {
            #expect(categories.contains(name), "no sample of \(name)")
        }
        for sample in fixture.samples {
            let scalarClass = ScalarClass(sample.scalar)
            let flags = Set(
                [
                    scalarClass.isEmojiVariationBase ? "v" : "",
                    scalarClass.isExtendedPictographic ? "p" : "",
                    scalarClass.isEmojiModifierBase ? "m" : "", scalarClass.mayJoinNeighbors ? "j" : "",
                    scalarClass.isTerminalUnsafe ? "u" : "",
                ].joined())
            let name = "\(sample.category) U+\(String(sample.scalar.value, radix: 16, uppercase: true))"
            #expect(DisplayWidth.of(sample.scalar) == sample.width, "\(name)")
            #expect(flags == sample.flags, "\(name)")
        }
    }

    @Test func everyFullyQualifiedEmojiIsOneTwoColumnClusterInTheGraphemeModel() {
        var wrong: [String] = []
        for emoji in fixture.emoji {
            if emoji.text.count != 1 || emoji.text.displayWidth != 2 {
                wrong.append(
                    "\(emoji.text) (\(emoji.text.count) clusters, \(emoji.text.displayWidth) columns)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) emoji: \(wrong.prefix(20))")
    }

    @Test func everyFullyQualifiedEmojiSumsItsScalarsInTheCodepointModels() {
        var wrong: [String] = []
        for emoji in fixture.emoji {
            let codepoint = emoji.text.displayWidth(in: .codepoint)
            let joined = emoji.text.displayWidth(in: .codepointJoinedByZWJ)
            if codepoint != emoji.codepointWidth || joined != emoji.joinedWidth {
                wrong.append(
                    "\(emoji.text) \(codepoint)/\(joined), expected \(emoji.codepointWidth)/\(emoji.joinedWidth)"
                )
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) emoji: \(wrong.prefix(20))")
    }

    @Test func fastPathsAgreeWithTheTableForEveryScalar() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let scalarClass = ScalarClass(scalar)
            if DisplayWidth.of(scalar) != scalarClass.width
                || TerminalSafeText.isControl(scalar) != scalarClass.isTerminalUnsafe
            {
                wrong.append(value)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20).map { String($0, radix: 16) })")
    }
}
