import Foundation

/// The root of the Swift package a source file belongs to: the nearest folder above it that
/// holds a `Package.swift`.
///
/// Tools that ship with the package use it to find the package's own `Data/` from their
/// `#filePath`, so they work from any directory of a clone:
///
/// ```swift
/// let shipped = PackageRoot.enclosing(#filePath)?.appendingPathComponent("Data")
/// ```
package enum PackageRoot {
    /// The nearest folder above `sourceFile` that holds a `Package.swift`, or `nil` if none
    /// up to the file system's root does.
    ///
    /// - Parameters:
    ///   - sourceFile: An absolute path, usually a `#filePath`.
    ///   - isFile: Whether a path names a file; the file system's answer by default.
    /// - Complexity: O(*d*) checks for a path *d* folders deep.
    package static func enclosing(
        _ sourceFile: String, isFile: (String) -> Bool = PackageRoot.regularFileExists
    ) -> URL? {
        var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while true {
            if isFile(folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Whether `path` names an existing file that is not a directory.
    package static func regularFileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }
}
