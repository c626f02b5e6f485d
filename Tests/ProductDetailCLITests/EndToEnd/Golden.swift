import Foundation
import Testing

/// Compares text with a golden file in `EndToEnd/Golden/`, printing a line diff on mismatch.
/// Files are rewritten only when `DETAILSTACK_UPDATE_GOLDEN=1` (never in CI).
enum Golden {
    static func check(
        _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DETAILSTACK_UPDATE_GOLDEN"] == "1" {
            try? Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing golden file \(name); run with DETAILSTACK_UPDATE_GOLDEN=1 to create it",
                sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var diff: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            if before != after {
                if let before { diff.append("\(index + 1) - \(before)") }
                if let after { diff.append("\(index + 1) + \(after)") }
            }
        }
        let message = "output differs from \(name):\n" + diff.joined(separator: "\n")
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
