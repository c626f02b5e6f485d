import Testing

@testable import CatalogKit

@Suite struct IDSuggesterTests {
    private func distance(_ a: String, _ b: String) -> Int {
        IDSuggester.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(distance("p-001", "p-001") == 0)
        #expect(distance("p-0001", "p-001") == 1)
        #expect(distance("p-001", "p-010") == 2)
        #expect(distance("", "abc") == 3)
        #expect(distance("コーヒー", "コーヒ") == 1)
    }

    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("--width", "--width", 0), ("--wdith", "--width", 2),
        ("kitten", "sitting", 3), ("-watch", "--watch", 1), ("--wat\nch", "--watch", 1),
    ])
    func editDistanceIsSymmetric(source: String, target: String, expected: Int) {
        #expect(distance(source, target) == expected)
        #expect(distance(target, source) == expected)
    }

    @Test func closestIDsComeFirstThenAlphabeticalAndFarOnesAreLeftOut() {
        let ids = ["p-001", "p-002", "p-010", "p-100", "shop-a", "p-0010"]
        #expect(IDSuggester.closest(to: "p-01", among: ids, limit: 3) == ["p-001", "p-010", "p-0010"])
        #expect(IDSuggester.closest(to: "completely-different", among: ids, limit: 3).isEmpty)
    }

    @Test func scalarsAreCountedAsUnicodeScalarsCountsThem() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "-", "0", "é", "e\u{301}", "コ", "한", "🎧", "👩‍🍳", "\u{FEFF}", "\u{10FFFF}", "\r\n"]
        var texts = ["", String(repeating: "x", count: 15), String(repeating: "ü", count: 8), "p-000001"]
        for _ in 0..<500 {
            let length = Int.random(in: 0...24, using: &generator)
            texts.append((0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for text in texts {
            #expect(IDSuggester.scalarCount(text) == text.unicodeScalars.count, "\(text.debugDescription)")
            // The same text in native (not inline) storage.
            let stored = text + String(repeating: "z", count: 20)
            #expect(IDSuggester.scalarCount(stored) == stored.unicodeScalars.count)
        }
    }

    @Test func aHugeNameIsTooFarFromShortOnesToCompare() {
        let huge = String(repeating: "p", count: 10_000)
        #expect(IDSuggester.closest(to: huge, among: ["p-001", "--watch"], limit: 3).isEmpty)
        #expect(IDSuggester.closest(to: "p-001", among: ["p-001"], limit: -1).isEmpty)
    }
}
