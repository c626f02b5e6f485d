import Foundation

/// Golden-text files in `Tests/ProductDetailTests/Golden/`, found from this source file's path
/// (not bundle resources), rewritten only when `DETAILSTACK_UPDATE_GOLDEN=1`.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Nil when `text` matches the golden file `name`; otherwise a readable line diff.
    static func mismatch(_ text: String, named name: String) -> String? {
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
        return "\(name) differs (- golden, + actual):\n" + lineDiff(expected: expected, actual: text)
    }

    /// The differing lines, numbered, with a few unchanged lines around them elided.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        for row in 0..<max(old.count, new.count) {
            let before = row < old.count ? String(old[row]) : nil
            let after = row < new.count ? String(new[row]) : nil
            guard before != after else { continue }
            let number = String(row + 1)
            if let before { output.append("\(number) - |\(before)|") }
            if let after { output.append("\(number) + |\(after)|") }
        }
        return output.joined(separator: "\n")
    }
}
