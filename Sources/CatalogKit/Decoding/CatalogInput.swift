import Foundation

/// Where one data file's bytes come from.
package enum CatalogInput: Sendable {
    /// Bytes already read (the repository keeps them to fingerprint the file); `name` is
    /// used in messages.
    case data(Data, name: String)
    /// A file read block by block while it is decoded, each block dropped once decoded.
    case file(URL, name: String)

    /// The name used in messages.
    package var name: String {
        switch self {
        case .data(_, let name), .file(_, let name): return name
        }
    }
}
