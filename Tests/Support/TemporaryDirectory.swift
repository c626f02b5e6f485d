import Foundation

/// A fresh directory under the system's temporary folder, removed when released; tests write
/// their fixtures here, never into the repository's `Data/`.
///
/// ```swift
/// let directory = try TemporaryDirectory()
/// try directory.write("[]", to: "products.json")
/// let data = try directory.copyShippedData()   // the package's own Data/, copied
/// ```
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// The directory's path.
    public var path: String { url.path }

    /// Creates an empty directory with a unique name.
    ///
    /// - Throws: What `FileManager` throws when the directory cannot be made.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("DetailStackTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` as UTF-8 to `name` and returns the file's path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(bytes: Array(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` and returns the file's path.
    @discardableResult
    public func write(bytes: [UInt8], to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// The package's own `Data/`, found from this file's path.
    public static let shippedData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package root
        .appendingPathComponent("Data", isDirectory: true)

    /// Copies the shipped `Data/` into `Data` here and returns the copy's path.
    @discardableResult
    public func copyShippedData() throws -> String {
        let destination = file("Data")
        try FileManager.default.copyItem(atPath: Self.shippedData.path, toPath: destination)
        return destination
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
