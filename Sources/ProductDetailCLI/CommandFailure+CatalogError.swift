import CatalogKit
import Foundation
import ProductDetail

extension CommandFailure {
    /// Maps a catalog error to its exit status: a missing data directory or file is 66
    /// (`EX_NOINPUT`), an unknown product 1 (with close ids suggested), anything wrong inside
    /// a file 65 (`EX_DATAERR`). The message is the error's own description, which names the
    /// file and the line:column or JSON path, as one line.
    ///
    /// - Parameters:
    ///   - error: The catalog error.
    ///   - dataDirectory: The data directory in use, if known: an unknown product's message
    ///     then says how to list the ids of its `products.json`.
    init(_ error: CatalogError, dataDirectory: URL? = nil) {
        self.init(error, shownDirectory: dataDirectory?.path)
    }

    private init(_ error: CatalogError, shownDirectory: String?) {
        switch error {
        case .unreadableFile, .dataDirectoryNotFound:
            self.init(exitCode: .noInput, message: error.description)
        case .unknownProduct(let id, let suggestions):
            // The id comes from the command line: shown escaped and bounded, like the ids suggested.
            let shown = CatalogError.unknownProduct(
                id: UserText.excerpt(id), suggestions: suggestions.map { UserText.excerpt($0) })
            var message = shown.description
            if let shownDirectory {
                let file = DataDirectory.path(of: DataDirectory.productsFileName, in: shownDirectory)
                message +=
                    " (list the ids: jq -r '.[].id' \(Self.shellQuoted(UserText.excerpt(file, maximum: 400))))"
            }
            self.init(exitCode: .productNotFound, message: message)
        case .emptyFile, .invalidUTF8, .malformedJSON, .missingField, .invalidField, .invalidValue,
            .duplicateKey, .duplicateID, .invalidChange:
            self.init(exitCode: .dataError, message: error.description)
        }
    }

    /// Maps a catalog error met with the data of `directory`: as ``init(_:dataDirectory:)``
    /// does, with each data file named by its path as the user gave the directory
    /// (`Data/products.json:3:9: …`).
    init(_ error: CatalogError, in directory: DataDirectory) {
        self.init(error.naming(filesIn: directory), shownDirectory: directory.shownPath)
    }

    /// The failure for a catalog without a single product, where even the first product
    /// cannot stand in for the default one: bad data (65).
    static func noProducts(in directory: DataDirectory) -> CommandFailure {
        let file = directory.shown(DataDirectory.productsFileName)
        return CommandFailure(
            exitCode: .dataError,
            message:
                "\(UserText.excerpt(file, maximum: 400)) has no products; add one, or give another --data")
    }

    /// `text` as one shell word: bare when it holds only characters no shell treats
    /// specially, otherwise in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "/._-+,:@".unicodeScalars.contains(scalar))
        }
        if plain && !text.isEmpty { return text }
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
