import Foundation

/// Where the catalog's data files live, and how that place was chosen.
///
/// ```swift
/// let data = try DataDirectory.resolve(
///     explicit: arguments.data,
///     environment: ProcessInfo.processInfo.environment,
///     currentDirectory: FileManager.default.currentDirectoryPath)
/// ```
public struct DataDirectory: Sendable, Equatable {
    /// How a data directory was found.
    public enum Source: Sendable, Equatable {
        /// The `--data` argument.
        case explicit
        /// The `PRODUCT_DETAIL_DATA` environment variable.
        case environment
        /// `./Data` in the current directory.
        case currentDirectory
        /// The package's own `Data/`, found from this source file's location.
        case package
    }

    /// The environment variable naming a data directory.
    public static let environmentVariable = "PRODUCT_DETAIL_DATA"

    /// The path of this source file, from which the package's own `Data/` is found.
    public static let packageSourceFile: String = #filePath

    /// The directory.
    public var url: URL
    /// Which rule chose it.
    public var source: Source

    /// Creates a data directory value.
    public init(url: URL, source: Source) {
        self.url = url
        self.source = source
    }

    /// Picks the data directory: the explicit path, else `PRODUCT_DETAIL_DATA`, else
    /// `./Data` in `currentDirectory`, else the package's `Data/` (the folder next to the
    /// `Package.swift` found by walking up from `sourceFile`).
    ///
    /// An explicit path or a set environment variable is obeyed strictly: if it does not
    /// name a directory, resolution fails rather than silently falling back to other data.
    ///
    /// - Parameters:
    ///   - explicit: The `--data` argument, if given.
    ///   - environment: The process environment (injected, so tests need not touch the real one).
    ///   - currentDirectory: The path relative paths are resolved against.
    ///   - sourceFile: Where to start looking for `Package.swift`; defaults to this file.
    ///   - isDirectory: Whether a path names a directory.
    ///   - isFile: Whether a path names a regular file.
    /// - Throws: `CatalogError.dataDirectoryNotFound`, naming every place tried.
    public static func resolve(
        explicit: String?,
        environment: [String: String],
        currentDirectory: String,
        sourceFile: String = DataDirectory.packageSourceFile,
        isDirectory: (String) -> Bool = DataDirectory.directoryExists,
        isFile: (String) -> Bool = DataDirectory.fileExists
    ) throws(CatalogError) -> DataDirectory {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        func absolute(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        }
        if let explicit {
            let url = absolute(explicit).standardizedFileURL
            guard isDirectory(url.path) else {
                throw CatalogError.dataDirectoryNotFound(tried: ["--data \(url.path) (not a directory)"])
            }
            return DataDirectory(url: url, source: .explicit)
        }
        if let variable = environment[environmentVariable], !variable.isEmpty {
            let url = absolute(variable).standardizedFileURL
            guard isDirectory(url.path) else {
                throw CatalogError.dataDirectoryNotFound(tried: [
                    "\(environmentVariable)=\(url.path) (not a directory)"
                ])
            }
            return DataDirectory(url: url, source: .environment)
        }
        var tried: [String] = [
            "--data (not given)", "\(environmentVariable) (not set)",
        ]
        let local = base.appendingPathComponent("Data").standardizedFileURL
        if isDirectory(local.path) { return DataDirectory(url: local, source: .currentDirectory) }
        tried.append("./Data (\(local.path))")
        var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while true {
            if isFile(folder.appendingPathComponent("Package.swift").path) {
                let data = folder.appendingPathComponent("Data").standardizedFileURL
                if isDirectory(data.path) { return DataDirectory(url: data, source: .package) }
                tried.append("package Data (\(data.path))")
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                tried.append("package Data (no Package.swift above \(sourceFile))")
                break
            }
            folder = parent
        }
        throw CatalogError.dataDirectoryNotFound(tried: tried)
    }

    /// Whether `path` names an existing directory.
    public static func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Whether `path` names an existing file that is not a directory.
    public static func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }
}
