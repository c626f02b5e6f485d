import Foundation

/// The width fixture the generator writes (Resources/UnicodeWidthFixture.txt), parsed.
struct UnicodeWidthFixture {
    /// One line of the `[sample]` section.
    struct Sample {
        var category: String
        var scalar: Unicode.Scalar
        var width: Int
        var flags: Set<Character>
    }

    /// One fully-qualified emoji sequence and its widths in the codepoint models.
    struct Emoji {
        var text: String
        var codepointWidth: Int
        var joinedWidth: Int
    }

    var unicodeVersion = ""
    var emojiVersion = ""
    var declaredEmojiCount = 0
    var wide: [ClosedRange<UInt32>] = []
    var wideZero: [ClosedRange<UInt32>] = []
    var samples: [Sample] = []
    var emoji: [Emoji] = []

    /// The fixture shipped with the tests.
    static let shipped: UnicodeWidthFixture = {
        guard let url = Bundle.module.url(forResource: "UnicodeWidthFixture", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return UnicodeWidthFixture() }
        return UnicodeWidthFixture(parsing: text)
    }()

    init() {}

    init(parsing text: String) {
        var section = ""
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("[") {
                section = String(line)
                continue
            }
            if line.hasPrefix("@") {
                let parts = line.split(separator: " ")
                switch parts[0] {
                case "@unicode": unicodeVersion = String(parts[1])
                case "@emoji": emojiVersion = String(parts[1])
                case "@emoji-count": declaredEmojiCount = Int(parts[1]) ?? -1
                default: break
                }
                continue
            }
            switch section {
            case "[wide]": wide.append(Self.range(line))
            case "[wide-zero]": wideZero.append(Self.range(line))
            case "[sample]":
                let fields = line.split(separator: ";")
                samples.append(
                    Sample(
                        category: String(fields[0]), scalar: Self.scalar(fields[1]),
                        width: Int(fields[2]) ?? -1,
                        flags: Set(fields[3].filter { $0 != "-" })))
            case "[emoji]":
                let fields = line.split(separator: ";")
                var scalars = String.UnicodeScalarView()
                for value in fields[0].split(separator: " ") { scalars.append(Self.scalar(value)) }
                emoji.append(
                    Emoji(
                        text: String(scalars), codepointWidth: Int(fields[1]) ?? -1,
                        joinedWidth: Int(fields[2]) ?? -1))
            default: break
            }
        }
    }

    private static func scalar(_ hex: Substring) -> Unicode.Scalar {
        Unicode.Scalar(UInt32(hex, radix: 16) ?? 0xFFFD) ?? "\u{FFFD}"
    }

    private static func range(_ line: Substring) -> ClosedRange<UInt32> {
        let bounds = line.split(separator: ".", omittingEmptySubsequences: true)
        let low = UInt32(bounds[0], radix: 16) ?? 0
        return low...(bounds.count > 1 ? UInt32(bounds[1], radix: 16) ?? 0 : low)
    }
}
