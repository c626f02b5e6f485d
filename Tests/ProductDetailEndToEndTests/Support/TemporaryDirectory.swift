import Foundation

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("detailstack-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Copies the package's shipped `Data/` here and returns the copy's URL.
    func copyShippedData() throws -> URL {
        let destination = url.appendingPathComponent("Data")
        try FileManager.default.copyItem(at: Self.shippedData, to: destination)
        return destination
    }

    /// The package's own `Data/`, found from this file's path.
    static var shippedData: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // ProductDetailEndToEndTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Data")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
