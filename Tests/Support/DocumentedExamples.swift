import Foundation

/// The Swift examples of the package's documents (README.md and the DocC articles) beside
/// their copies in test code, so that every example compiles as a test and a test checks that
/// each copy is, word for word, what a reader sees.
///
/// In a document, the line `<!-- example: NAME -->` right before a ` ```swift ` fence names
/// the block that follows; several blocks with one name are one example (an article that
/// builds one test file section by section), joined in order with a blank line. The other
/// Swift blocks are either fragments, whose first line is `// fragment: why`, or package
/// manifests, whose first line is `// swift-tools-version:`.
///
/// In a test file, the lines between `// example: NAME` and `// end example` are a copy of
/// the example NAME. Each region is dedented and loses the blank lines at its ends, and the
/// regions of one name are joined in order with a blank line, so a program's imports can sit
/// at the top of a file while its statements sit inside a function.
///
/// `.ci/readme-package` reads the same markers to build the examples in a package of their
/// own.
public enum DocumentedExamples {
    /// A named example or a copy of one, and where it is.
    public struct Example: Sendable, Equatable {
        /// The name after `example:`.
        public var name: String
        /// The example's text: its blocks (or regions), joined with a blank line.
        public var text: String
        /// The file it was read from, relative to the package root.
        public var file: String
    }

    /// A Swift block of a document, as a reader sees it.
    public struct Block: Sendable, Equatable {
        /// The example name of the marker before the block, if any.
        public var name: String?
        /// The block's lines, without the fences.
        public var lines: [String]
        /// The document, relative to the package root.
        public var file: String
        /// The line of the opening fence, counted from 1.
        public var line: Int

        /// Whether the block says it is a fragment (`// fragment: …` on its first line).
        public var isFragment: Bool { lines.first?.hasPrefix("// fragment:") == true }
        /// Whether the block is a package manifest (`// swift-tools-version:` first).
        public var isManifest: Bool { lines.first?.hasPrefix("// swift-tools-version:") == true }
    }

    /// The package root, found from this file's path.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every DocC article (`Sources/<Module>/<Module>.docc/*.md`), relative to
    /// the root, in a stable order.
    public static func documents() throws -> [String] {
        var documents = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            guard
                let articles = try? FileManager.default.contentsOfDirectory(
                    atPath: root.appendingPathComponent(catalog).path)
            else { continue }
            documents += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return documents
    }

    /// Every ` ```swift ` block of `document` (relative to the root), in order.
    public static func blocks(in document: String) throws -> [Block] {
        let lines = try text(of: document).split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```swift" else {
                index += 1
                continue
            }
            let name = index > 0 ? markerName(String(lines[index - 1])) : nil
            let start = index
            index += 1
            var body: [String] = []
            while index < lines.count, lines[index] != "```" {
                body.append(String(lines[index]))
                index += 1
            }
            blocks.append(Block(name: name, lines: body, file: document, line: start + 1))
            index += 1
        }
        return blocks
    }

    /// The named examples of `document`, each once, in the order they first appear.
    public static func examples(in document: String) throws -> [Example] {
        var examples: [Example] = []
        for block in try blocks(in: document) {
            guard let name = block.name else { continue }
            let text = block.lines.joined(separator: "\n")
            if let index = examples.firstIndex(where: { $0.name == name }) {
                examples[index].text += "\n\n" + text
            } else {
                examples.append(Example(name: name, text: text, file: document))
            }
        }
        return examples
    }

    /// The copies of examples in the test sources (`Tests/**/*.swift`), each name once.
    public static func copies() throws -> [Example] {
        let tests = root.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(atPath: tests.path) else { return [] }
        var files: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files.append("Tests/\(path)")
        }
        var copies: [Example] = []
        for file in files.sorted() {
            for region in try regions(in: file) {
                if let index = copies.firstIndex(where: { $0.name == region.name }) {
                    copies[index].text += "\n\n" + region.text
                } else {
                    copies.append(region)
                }
            }
        }
        return copies
    }

    /// `nil` when `copy` reads exactly as `example`; otherwise what differs, line by line.
    public static func mismatch(example: Example, copy: Example) -> String? {
        guard example.text != copy.text else { return nil }
        return """
            example "\(example.name)" of \(example.file) differs from its copy in \(copy.file) \
            (- document, + copy):
            \(GoldenFiles.lineDiff(expected: example.text, actual: copy.text))
            """
    }

    private static func text(of file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    private static func markerName(_ line: String) -> String? {
        let prefix = "<!-- example: "
        let suffix = " -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count
        else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The copy regions of one test file, in order, each dedented.
    private static func regions(in file: String) throws -> [Example] {
        let lines = try text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
        var regions: [Example] = []
        var current: (name: String, lines: [Substring])?
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = current {
                if trimmed == "// end example" {
                    regions.append(Example(name: open.name, text: dedented(open.lines), file: file))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if trimmed.hasPrefix("// example: ") {
                current = (String(trimmed.dropFirst("// example: ".count)), [])
            }
        }
        return regions
    }

    /// The lines without their common indentation, and without the blank lines at either end
    /// (the formatter puts one after a file's imports).
    private static func dedented(_ lines: [Substring]) -> String {
        var lines = lines[...]
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map {
            $0.prefix(while: { $0 == " " }).count
        }
        let indent = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}
