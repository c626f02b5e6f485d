import CatalogKit

extension CatalogError {
    /// The error with each data file named by its path as the user gave the directory
    /// (`Data/products.json:3:9: …`, `cannot read /tmp/x/notes.json: …`) rather than by its
    /// bare name, or its full path when the user gave a relative one.
    ///
    /// The command's job: CatalogKit names files as its repository knows them.
    func naming(filesIn directory: DataDirectory) -> CatalogError {
        func named(_ file: String) -> String { file.contains("/") ? file : directory.shown(file) }
        switch self {
        case .unreadableFile(let path, let reason):
            let inside = directory.url.path.hasSuffix("/") ? directory.url.path : directory.url.path + "/"
            guard path.hasPrefix(inside) else { return self }
            return .unreadableFile(
                path: directory.shown(String(path.dropFirst(inside.count))), reason: reason)
        case .emptyFile(let file):
            return .emptyFile(file: named(file))
        case .invalidUTF8(let file, let byteOffset, let location):
            return .invalidUTF8(file: named(file), byteOffset: byteOffset, location: location)
        case .malformedJSON(let file, let location, let message):
            return .malformedJSON(file: named(file), location: location, message: message)
        case .missingField(let file, let path, let location, let expected):
            return .missingField(file: named(file), path: path, location: location, expected: expected)
        case .invalidField(let file, let path, let location, let expected, let got):
            return .invalidField(
                file: named(file), path: path, location: location, expected: expected, got: got)
        case .invalidValue(let file, let path, let location, let problem):
            return .invalidValue(file: named(file), path: path, location: location, problem: problem)
        case .duplicateKey(let file, let path, let key, let firstLocation, let location):
            return .duplicateKey(
                file: named(file), path: path, key: key, firstLocation: firstLocation, location: location)
        case .duplicateID(let file, let id, let firstIndex, let duplicateIndex, let location):
            return .duplicateID(
                file: named(file), id: id, firstIndex: firstIndex, duplicateIndex: duplicateIndex,
                location: location)
        case .unknownProduct, .dataDirectoryNotFound, .invalidChange:
            return self
        }
    }
}
