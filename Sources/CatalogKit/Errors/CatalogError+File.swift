extension CatalogError {
    /// The name of the data file the error is about, if it is about one.
    public var file: String? {
        switch self {
        case .unreadableFile(let path, _):
            path.split(separator: "/").last.map(String.init) ?? path
        case .emptyFile(let file), .invalidUTF8(let file, _, _), .malformedJSON(let file, _, _),
            .missingField(let file, _, _, _), .invalidField(let file, _, _, _, _),
            .invalidValue(let file, _, _, _), .duplicateKey(let file, _, _, _, _),
            .duplicateID(let file, _, _, _, _):
            file
        case .unknownProduct, .dataDirectoryNotFound, .invalidChange:
            nil
        }
    }
}
