import Foundation

/// Reads one data file, turning file-system failures into `CatalogError.unreadableFile`.
enum CatalogFile {
    static let products = "products.json"
    static let notes = "notes.json"

    static func read(_ url: URL) throws(CatalogError) -> (data: Data, fingerprint: FileFingerprint) {
        let data = try readData(url)
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let modified = attributes?[.modificationDate] as? Date
        return (data, FileFingerprint(data: data, modificationDate: modified))
    }

    static func readData(_ url: URL) throws(CatalogError) -> Data {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogError.unreadableFile(path: path, reason: "no such file")
        }
        if isDirectory.boolValue {
            throw CatalogError.unreadableFile(path: path, reason: "it is a directory, expected a JSON file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogError.unreadableFile(path: path, reason: reason(for: error))
        }
        return data
    }

    /// Reads `url` unless it is the file `known` was taken of: `nil` when its size and time
    /// are settled and unchanged, or when its bytes hash the same.
    static func readIfChanged(_ url: URL, since known: FileFingerprint?) throws(CatalogError) -> (
        data: Data, fingerprint: FileFingerprint
    )? {
        guard let known else { return try read(url) }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? Int,
            known.isCertainlyUnchanged(size: size, modificationDate: attributes[.modificationDate] as? Date)
        {
            return nil
        }
        let file = try read(url)
        return file.fingerprint.hasSameContent(as: known) ? nil : file
    }

    private static func reason(for error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoPermission: return "permission denied"
            case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
            default: break
            }
        }
        return String(describing: error)
    }
}
