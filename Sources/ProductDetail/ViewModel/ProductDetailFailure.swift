import CatalogKit
/// Why a product detail page cannot show its product.
///
/// Published on `ProductDetailViewModel.failure`. The CLI maps `unknownProduct` to exit
/// status 1 (with the suggestions) and `catalog` to the data error's exit status.
public enum ProductDetailFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// No product has this id; `suggestions` are up to three close ids.
    case unknownProduct(id: String, suggestions: [String])
    /// The catalog could not be loaded (unreadable, malformed or missing data).
    case catalog(CatalogError)
    /// The product query failed with an error that is not a catalog error.
    case unavailable(message: String)

    /// Classifies an error from a product query.
    init(_ error: any Error) {
        switch error {
        case CatalogError.unknownProduct(let id, let suggestions):
            self = .unknownProduct(id: id, suggestions: suggestions)
        case let error as CatalogError:
            self = .catalog(error)
        default:
            self = .unavailable(message: String(describing: error))
        }
    }

    /// A one-line message for the terminal.
    public var description: String {
        switch self {
        case .unknownProduct(let id, let suggestions):
            suggestions.isEmpty
                ? "no product with id \(id)"
                : "no product with id \(id); did you mean \(suggestions.joined(separator: ", "))?"
        case .catalog(let error): error.description
        case .unavailable(let message): message
        }
    }

    /// The few words a failed section shows under its header.
    var shortReason: String {
        switch self {
        case .unknownProduct(let id, _): "No product with id \(id)."
        case .catalog(let error): "Catalog unavailable: \(error.description)"
        case .unavailable(let message): message
        }
    }
}
