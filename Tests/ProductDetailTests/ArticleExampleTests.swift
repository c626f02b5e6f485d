import TestSupport
import Testing

/// The DocC articles' Swift examples compile as tests: each has a copy in the test target of
/// its module (a program's statements inside a function no test calls). These tests hold every
/// copy to its article's text, so an edit to either side fails until the other follows, and
/// they keep every other Swift block of an article a marked fragment.
@Suite struct ArticleExampleTests {
    static func articles() throws -> [String] {
        try DocumentedExamples.documents().filter { $0 != ReadmeExampleTests.readme }
    }

    @Test func everyExampleReadsExactlyAsItsCopyInTheTests() throws {
        let copies = try DocumentedExamples.copies()
        var checked = 0
        for article in try Self.articles() {
            for example in try DocumentedExamples.examples(in: article) {
                checked += 1
                guard let copy = copies.first(where: { $0.name == example.name }) else {
                    Issue.record(
                        "example \"\(example.name)\" of \(article) has no copy in Tests (// example: NAME)")
                    continue
                }
                if let mismatch = DocumentedExamples.mismatch(example: example, copy: copy) {
                    Issue.record(Comment(rawValue: mismatch))
                }
            }
        }
        #expect(checked >= 8, "the articles' examples are marked with <!-- example: NAME -->")
    }

    @Test func everySwiftBlockIsACheckedExampleOrAMarkedFragment() throws {
        for article in try Self.articles() {
            for block in try DocumentedExamples.blocks(in: article)
            where block.name == nil && !block.isFragment {
                Issue.record(
                    """
                    \(article):\(block.line): a Swift block that is neither an example \
                    (<!-- example: NAME --> before it, and a copy in Tests) nor a fragment (// fragment: why)
                    """)
            }
        }
    }

    @Test func everyCopyInTheTestsBelongsToAnExampleOfADocument() throws {
        var names: Set<String> = []
        var seen: [String: String] = [:]
        for document in try DocumentedExamples.documents() {
            for example in try DocumentedExamples.examples(in: document) {
                if let other = seen[example.name] {
                    Issue.record("example \"\(example.name)\" is named in both \(other) and \(document)")
                }
                seen[example.name] = document
                names.insert(example.name)
            }
        }
        for copy in try DocumentedExamples.copies() where !names.contains(copy.name) {
            Issue.record("\(copy.file) holds a copy of \"\(copy.name)\", which no document has")
        }
    }
}
