import Foundation

/// Golden-text files in one directory, found from a test file's path (not bundle
/// resources), rewritten only when `DETAILSTACK_UPDATE_GOLDEN=1` (never in CI).
///
/// ```swift
/// let golden = GoldenFiles(directory: URL(fileURLWithPath: #filePath)
///     .deletingLastPathComponent().appendingPathComponent("Golden"))
/// if let mismatch = golden.mismatch(page, named: "p-001-normal-80.txt") { Issue.record(Comment(rawValue: mismatch)) }
/// ```
public struct GoldenFiles: Sendable {
    /// Where the golden files live.
    public let directory: URL

    /// Golden files in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// `nil` when `text` matches the golden file `name`; otherwise a readable line diff (or
    /// why the file could not be read or written).
    public func mismatch(_ text: String, named name: String) -> String? {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DETAILSTACK_UPDATE_GOLDEN"] == "1" {
            do {
                try text.write(to: url, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "could not write \(url.path): \(error)"
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "missing golden file \(url.path); run with DETAILSTACK_UPDATE_GOLDEN=1 to create it"
        }
        guard expected != text else { return nil }
        return "\(name) differs (- golden, + actual):\n" + Self.lineDiff(expected: expected, actual: text)
    }

    /// The differing lines, numbered, each between bars so trailing spaces show.
    public static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        for row in 0..<max(old.count, new.count) {
            let before = row < old.count ? String(old[row]) : nil
            let after = row < new.count ? String(new[row]) : nil
            guard before != after else { continue }
            if let before { output.append("\(row + 1) - |\(before)|") }
            if let after { output.append("\(row + 1) + |\(after)|") }
        }
        return output.joined(separator: "\n")
    }
}
