import Foundation

/// A fresh directory under the system's temporary directory, removed on deinit.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "ProductDetailCLITests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String {
        path + "/" + name
    }

    @discardableResult
    func write(_ text: String, to name: String) -> String {
        let file = file(name)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

extension TemporaryDirectory {
    /// The package's own `Data/`, found from this file's path.
    static var shippedData: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // ProductDetailCLITests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Data").path
    }

    /// Copies the shipped `Data/` into `Data` here and returns the copy's path.
    func copyShippedData() -> String {
        let destination = file("Data")
        try! FileManager.default.copyItem(atPath: Self.shippedData, toPath: destination)
        return destination
    }
}
