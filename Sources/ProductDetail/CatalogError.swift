/// Everything that can be wrong with catalog data or where it lives; each description says
/// what, where (file, `line:column`, JSON path) and what was expected.
///
/// ```text
/// products.json:14:14: [12].price: expected an integer (minor units), got 12.5
/// ```
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file could not be read (missing, a directory, no permission).
    case unreadableFile(path: String, reason: String)
    /// A file has no bytes at all.
    case emptyFile(file: String)
    /// A file is not UTF-8; `byteOffset` is the first bad byte, counted from 0.
    case invalidUTF8(file: String, byteOffset: Int, location: SourceLocation)
    /// A file is not JSON (or is cut short); `message` says what the parser expected.
    case malformedJSON(file: String, location: SourceLocation, message: String)
    /// A required field is absent from the object at `location`; `path` names the field.
    case missingField(file: String, path: String, location: SourceLocation, expected: String)
    /// A field (or the top level, when `path` is empty) has the wrong type or value.
    case invalidField(file: String, path: String, location: SourceLocation, expected: String, got: String)
    /// Two entries share an id; indexes are positions in the file's top-level array.
    case duplicateID(
        file: String, id: String, firstIndex: Int, duplicateIndex: Int, location: SourceLocation?)
    /// No product has this id; `suggestions` holds up to three close ids.
    case unknownProduct(id: String, suggestions: [String])
    /// No data directory was found; `tried` lists each place, in the order tried.
    case dataDirectoryNotFound(tried: [String])
    /// An in-memory change (`CatalogChange`) that cannot be made, such as a negative stock.
    case invalidChange(reason: String)

    /// One line: what went wrong, where, and what was expected.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .emptyFile(let file):
            return "\(file): the file is empty; expected a JSON array"
        case .invalidUTF8(let file, let byteOffset, let location):
            return "\(file):\(location): invalid UTF-8 at byte offset \(byteOffset); save the file as UTF-8"
        case .malformedJSON(let file, let location, let message):
            return "\(file):\(location): malformed JSON: \(message)"
        case .missingField(let file, let path, let location, let expected):
            return "\(file):\(location): \(path): missing field, expected \(expected)"
        case .invalidField(let file, let path, let location, let expected, let got):
            let place = path.isEmpty ? "top level" : path
            return "\(file):\(location): \(place): expected \(expected), got \(got)"
        case .duplicateID(let file, let id, let firstIndex, let duplicateIndex, let location):
            let prefix = location.map { "\(file):\($0)" } ?? file
            return "\(prefix): [\(duplicateIndex)].id: duplicate id \"\(id)\", first used by [\(firstIndex)]"
        case .unknownProduct(let id, let suggestions):
            guard !suggestions.isEmpty else { return "unknown product id \"\(id)\"" }
            let list = suggestions.map { "\"\($0)\"" }.joined(separator: ", ")
            return "unknown product id \"\(id)\"; did you mean \(list)?"
        case .dataDirectoryNotFound(let tried):
            return "no data directory found; tried: " + tried.joined(separator: "; ")
        case .invalidChange(let reason):
            return "cannot apply the change: \(reason)"
        }
    }
}
