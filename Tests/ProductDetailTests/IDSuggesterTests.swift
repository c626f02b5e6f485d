import Testing

@testable import ProductDetail

@Suite struct IDSuggesterTests {
    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        func distance(_ a: String, _ b: String) -> Int {
            IDSuggester.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("p-001", "p-001") == 0)
        #expect(distance("p-0001", "p-001") == 1)
        #expect(distance("p-001", "p-010") == 2)
        #expect(distance("", "abc") == 3)
        #expect(distance("コーヒー", "コーヒ") == 1)
    }

    @Test func closestIDsComeFirstThenAlphabeticalAndFarOnesAreLeftOut() {
        let ids = ["p-001", "p-002", "p-010", "p-100", "shop-a", "p-0010"]
        #expect(IDSuggester.closest(to: "p-01", among: ids, limit: 3) == ["p-001", "p-010", "p-0010"])
        #expect(IDSuggester.closest(to: "completely-different", among: ids, limit: 3).isEmpty)
    }
}
