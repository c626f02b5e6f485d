import CatalogKit
import Foundation
import ProductDetail

/// Where the catalog's data files live, and which rule of the command's search order chose
/// the place.
///
/// The order is the command's policy, and so is its wording (`--data`,
/// `PRODUCT_DETAIL_DATA`): an explicit `--data` first, then `PRODUCT_DETAIL_DATA`, then
/// `./Data` in the current directory, then the package's own `Data/` (found from this source
/// file's path, so `swift run product-detail` works from any directory of a clone).
///
/// ```swift
/// let data = try DataDirectory.resolve(
///     explicit: options.dataDirectory, environment: context.environment,
///     currentDirectory: context.currentDirectory)
/// ```
struct DataDirectory: Sendable, Equatable {
    /// How a data directory was found; the cases are in search order.
    enum Source: Sendable, Equatable, CaseIterable {
        /// The `--data` argument.
        case explicit
        /// The `PRODUCT_DETAIL_DATA` environment variable.
        case environment
        /// `./Data` in the current directory.
        case currentDirectory
        /// The package's own `Data/`, found from this source file's location.
        case package

        /// The rule as `--help` lists it.
        var helpText: String {
            switch self {
            case .explicit: "--data DIR"
            case .environment: "$\(EnvironmentVariable.data.rawValue)"
            case .currentDirectory: "./Data, if it exists"
            case .package: "the package's own Data/ directory"
            }
        }
    }

    /// The path of this source file, from which the package's own `Data/` is found.
    static let packageSourceFile: String = #filePath

    /// The directory.
    var url: URL
    /// Which rule chose it.
    var source: Source
    /// The directory as the user gave it, for messages: `--data` or `PRODUCT_DETAIL_DATA` as
    /// typed (relative stays relative), `Data` for `./Data`, the full path of the package's.
    var shownPath: String

    /// A directory found by `source`, shown as `shownPath` (its full path by default).
    init(url: URL, source: Source, shownPath: String? = nil) {
        self.url = url
        self.source = source
        self.shownPath = shownPath ?? url.path
    }

    /// `file` (a data file's name, as errors give it) in this directory, as the user gave it:
    /// `Data/products.json`, `/tmp/x/products.json`.
    func shown(_ file: String) -> String {
        Self.path(of: file, in: shownPath)
    }

    /// The name of the file that lists the products.
    static let productsFileName = "products.json"

    /// `file` in `directory`, joined by one slash.
    static func path(of file: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    /// Picks the data directory: the explicit path, else `PRODUCT_DETAIL_DATA`, else
    /// `./Data` in `currentDirectory`, else the package's `Data/` (the folder next to the
    /// `Package.swift` found by walking up from `sourceFile`).
    ///
    /// An explicit path or a set environment variable is obeyed strictly: if it does not
    /// name a directory, resolution fails rather than silently falling back to other data.
    /// Paths in the error are shown as `UserText` excerpts: escaped and bounded.
    ///
    /// - Parameters:
    ///   - explicit: The `--data` argument, if given.
    ///   - environment: The process environment (injected, so tests need not touch the real one).
    ///   - currentDirectory: The path relative paths are resolved against.
    ///   - sourceFile: Where to start looking for `Package.swift`; defaults to this file.
    ///   - isDirectory: Whether a path names a directory.
    ///   - isFile: Whether a path names a regular file.
    /// - Throws: `CatalogError.dataDirectoryNotFound`, naming every place tried.
    static func resolve(
        explicit: String?,
        environment: [String: String],
        currentDirectory: String,
        sourceFile: String = DataDirectory.packageSourceFile,
        isDirectory: (String) -> Bool = DataDirectory.directoryExists,
        isFile: (String) -> Bool = PackageRoot.regularFileExists
    ) throws(CatalogError) -> DataDirectory {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        func absolute(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        }
        func shown(_ url: URL) -> String { UserText.excerpt(url.path) }
        if let explicit {
            let url = absolute(explicit).standardizedFileURL
            guard isDirectory(url.path) else {
                throw CatalogError.dataDirectoryNotFound(tried: ["--data \(shown(url)) (not a directory)"])
            }
            return DataDirectory(url: url, source: .explicit, shownPath: Self.trimmed(explicit))
        }
        let environmentVariable = EnvironmentVariable.data.rawValue
        if let variable = EnvironmentVariable.data.value(in: environment) {
            let url = absolute(variable).standardizedFileURL
            guard isDirectory(url.path) else {
                throw CatalogError.dataDirectoryNotFound(tried: [
                    "\(environmentVariable)=\(shown(url)) (not a directory)"
                ])
            }
            return DataDirectory(url: url, source: .environment, shownPath: Self.trimmed(variable))
        }
        var tried: [String] = ["--data (not given)", "\(environmentVariable) (not set)"]
        let local = base.appendingPathComponent("Data").standardizedFileURL
        if isDirectory(local.path) {
            return DataDirectory(url: local, source: .currentDirectory, shownPath: "Data")
        }
        tried.append("./Data (\(shown(local)))")
        if let root = PackageRoot.enclosing(sourceFile, isFile: isFile) {
            let data = root.appendingPathComponent("Data").standardizedFileURL
            if isDirectory(data.path) { return DataDirectory(url: data, source: .package) }
            tried.append("package Data (\(shown(data)))")
        } else {
            tried.append("package Data (no Package.swift above \(UserText.excerpt(sourceFile)))")
        }
        throw CatalogError.dataDirectoryNotFound(tried: tried)
    }

    /// `path` without the slashes that end it (but `/` itself).
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// Whether `path` names an existing directory.
    static func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
