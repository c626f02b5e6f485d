import Testing

@testable import ProductDetailCLI

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("--width", "--width", 0), ("--wdith", "--width", 2),
        ("kitten", "sitting", 3), ("-watch", "--watch", 1),
    ])
    func countsInsertionsDeletionsAndSubstitutions(source: String, target: String, expected: Int) {
        #expect(EditDistance.between(source, target) == expected)
        #expect(EditDistance.between(target, source) == expected)
    }
}
