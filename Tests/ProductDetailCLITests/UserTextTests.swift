import CellKit
import Testing

@testable import ProductDetailCLI

@Suite struct UserTextTests {
    @Test func shortTextIsOnlyEscaped() {
        #expect(UserText.quoted("p-001") == "'p-001'")
        #expect(UserText.quoted("8\n0") == "'8\\u{A}0'")
        #expect(UserText.excerpt("\u{1B}[2J\u{202E}") == "\\u{1B}[2J\\u{202E}")
        #expect(UserText.excerpt("") == "")
    }

    @Test func longTextKeepsItsStartAndItsEnd() {
        let text = String(repeating: "a", count: 5_000) + "/products.json"
        let excerpt = UserText.excerpt(text)
        #expect(excerpt == String(repeating: "a", count: 56) + "…" + "aaaaaaaaa/products.json")
        #expect(excerpt.unicodeScalars.count == UserText.maximumScalars)
    }

    @Test func excerptsNeverSplitAnEscapeNorHoldAControl() {
        let text = String(repeating: "\u{1B}x", count: 3_000)
        let excerpt = UserText.excerpt(text)
        #expect(excerpt.unicodeScalars.count <= UserText.maximumScalars)
        #expect(!excerpt.unicodeScalars.contains { TerminalSafeText.isControl($0) })
        #expect(excerpt.hasPrefix("\\u{1B}x\\u{1B}x"))
        #expect(excerpt.hasSuffix("\\u{1B}x"))
        let pieces = excerpt.split(separator: "…")
        #expect(pieces.count == 2)
        for piece in pieces {
            let rest = piece.replacingOccurrences(of: "\\u{1B}", with: "").replacingOccurrences(
                of: "x", with: "")
            #expect(rest.isEmpty, "split escape in \(piece)")
        }
    }

    @Test func escapesThatGrowPastTheLimitAreCutToo() {
        let text = String(repeating: "\u{7}", count: 60)
        #expect(text.unicodeScalars.count < UserText.maximumScalars)
        #expect(UserText.excerpt(text).unicodeScalars.count <= UserText.maximumScalars)
        #expect(UserText.excerpt(text).contains("…"))
    }

    @Test func oneHugeClusterIsBounded() {
        let cluster = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(UserText.excerpt(cluster).unicodeScalars.count <= UserText.maximumScalars)
    }
}
