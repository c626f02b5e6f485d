import Testing

@testable import CellKit

@Suite struct TerminalSafeTextTests {
    @Test func escapeSequencesAreShownNotObeyed() {
        #expect("\u{1B}[2J\u{1B}[31mX".terminalSafe == "\\u{1B}[2J\\u{1B}[31mX")
        #expect("p-001\n".terminalSafe == "p-001\\u{A}")
        #expect("a\tb\r\n".terminalSafe == "a\\u{9}b\\u{D}\\u{A}")
        #expect("\u{7F}\u{0}".terminalSafe == "\\u{7F}\\u{0}")
    }

    @Test func c1ControlsAreEscaped() {
        #expect("\u{9B}31m".terminalSafe == "\\u{9B}31m")  // the 8-bit CSI
        #expect("\u{85}".terminalSafe == "\\u{85}")
    }

    @Test func bidiControlsAndLineSeparatorsAreEscaped() {
        let controls: [UInt32] = [
            0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
            0x2028, 0x2029,
        ]
        for value in controls {
            let scalar = Unicode.Scalar(value)!
            #expect(TerminalSafeText.isControl(scalar))
            #expect("a\(scalar)b".terminalSafe == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
        }
    }

    @Test func printableTextIsUnchanged() {
        for text in ["Kettle", "日本語のケトル", "e\u{301}", "👩‍🍳", "🇯🇵", "⚙️", "a\u{200B}b", "¥3,980"] {
            #expect(text.terminalSafe == text)
        }
        #expect(!TerminalSafeText.isControl("\u{200D}"))
        #expect(!TerminalSafeText.isControl("\u{A0}"))
    }

    @Test func aClusterLongerThanTheCapIsCut() {
        let men = Array(repeating: "👨", count: 20_000).joined(separator: "\u{200D}")
        #expect(men.count == 1)
        let safe = men.terminalSafe
        #expect(safe.count == 1)
        #expect(safe.unicodeScalars.count <= TerminalSafeText.maximumClusterScalars)
        #expect(safe.unicodeScalars.last != "\u{200D}")
        let marks = "e" + String(repeating: "\u{301}", count: 200_000)
        #expect(marks.terminalSafe.unicodeScalars.count == TerminalSafeText.maximumClusterScalars)
        #expect(marks.terminalSafe.unicodeScalars.starts(with: "e\u{301}\u{301}".unicodeScalars))
    }

    @Test func aDanglingJoinerIsDropped() {
        #expect("a\u{200D}".terminalSafe == "a")
        #expect("a\u{200D}b".terminalSafe == "ab")
        #expect("👩‍🍳".terminalSafe == "👩‍🍳")
    }

    @Test func clustersUpToTheCapAreKeptWhole() {
        let family = "👨‍👩‍👧‍👦"
        let long = String(repeating: family + " ", count: 40)
        #expect(long.terminalSafe == long)
    }
}
