import Foundation

/// A fresh directory under the system's temporary folder, removed when released; tests
/// write their fixtures here, never into the repository's `Data/`.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ProductDetailTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func write(bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: url.appendingPathComponent(name))
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
