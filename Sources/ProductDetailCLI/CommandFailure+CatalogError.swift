import ProductDetail

extension CommandFailure {
    /// Maps a catalog error to its exit status: a missing data directory or file is 66
    /// (`EX_NOINPUT`), an unknown product 1 (with close ids suggested), anything wrong inside
    /// a file 65 (`EX_DATAERR`). The message is the error's own one-line description, which
    /// names the file and the line:column or JSON path.
    public init(_ error: CatalogError) {
        let message = error.description.split(whereSeparator: \.isNewline).joined(separator: " ")
        switch error {
        case .unreadableFile, .dataDirectoryNotFound:
            self.init(exitCode: .noInput, message: message)
        case .unknownProduct:
            self.init(
                exitCode: .productNotFound, message: message,
                hint: "list products: jq -r '.[].id' Data/products.json")
        case .emptyFile, .invalidUTF8, .malformedJSON, .missingField, .invalidField, .invalidValue,
            .duplicateKey, .duplicateID, .invalidChange:
            self.init(exitCode: .dataError, message: message)
        }
    }
}
