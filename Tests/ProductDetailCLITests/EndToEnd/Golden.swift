import Foundation
import TestSupport
import Testing

/// The end-to-end golden files, in `EndToEnd/Golden/`.
enum Golden {
    static let files = GoldenFiles(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Golden"))

    /// Records an issue with a line diff when `actual` differs from the golden file `name`.
    static func check(
        _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let mismatch = files.mismatch(actual, named: name) {
            Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
        }
    }
}
