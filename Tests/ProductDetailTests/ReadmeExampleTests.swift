import TestSupport
import Testing

/// The README's Swift examples compile as tests: each has a copy in `ReadmeExamples/` (the
/// CellKit one in `CellKitTests/ReadmeReuseExampleTests.swift`). These tests hold every copy to
/// the README's text, so an edit to either side fails until the other follows, and they keep
/// every other Swift block of the README a marked fragment or a manifest.
@Suite struct ReadmeExampleTests {
    static let readme = "README.md"

    @Test func everyExampleReadsExactlyAsItsCopyInTheTests() throws {
        let examples = try DocumentedExamples.examples(in: Self.readme)
        let copies = try DocumentedExamples.copies()
        #expect(examples.count >= 6, "the README's examples are marked with <!-- example: NAME -->")
        for example in examples {
            guard let copy = copies.first(where: { $0.name == example.name }) else {
                Issue.record(
                    "example \"\(example.name)\" of the README has no copy in Tests (// example: NAME)")
                continue
            }
            if let mismatch = DocumentedExamples.mismatch(example: example, copy: copy) {
                Issue.record(Comment(rawValue: mismatch))
            }
        }
    }

    @Test func everySwiftBlockIsACheckedExampleAMarkedFragmentOrAManifest() throws {
        let blocks = try DocumentedExamples.blocks(in: Self.readme)
        for block in blocks where block.name == nil && !block.isFragment && !block.isManifest {
            Issue.record(
                """
                README.md:\(block.line): a Swift block that is neither an example (<!-- example: NAME --> \
                before it, and a copy in Tests), nor a fragment (// fragment: why), nor a manifest
                """)
        }
        #expect(blocks.filter(\.isFragment).count <= 2, "fragments stay few")
    }

    @Test func everyTestExampleIsATestFileAUserCanPaste() throws {
        for example in try DocumentedExamples.examples(in: Self.readme) {
            #expect(example.text.hasPrefix("import "), "\(example.name) starts with its imports")
            #expect(example.text.contains("@Test"), "\(example.name) is a test file")
            #expect(!example.text.contains("dispatchMain()"), "\(example.name) leaves nothing running")
            #expect(!example.text.contains("CatalogFixtures"), "\(example.name) needs no package-only target")
        }
    }
}
