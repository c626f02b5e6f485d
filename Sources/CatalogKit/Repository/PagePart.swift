/// One part of what a product page shows, with its answer or why there is none.
///
/// A repository answers a page's parts as batches (`ProductRepository.pageParts`): all the
/// parts a catalog change altered arrive together, so the page updates once per change.
public enum PagePart: Sendable, Equatable {
    /// The product itself.
    case product(Result<Product, CatalogError>)
    /// The products shown next to it.
    case related(Result<[Product], CatalogError>)
    /// The notes about it, newest first.
    case notes(Result<[Note], CatalogError>)

    /// The part's error, if it failed.
    public var failure: CatalogError? {
        switch self {
        case .product(.failure(let error)), .related(.failure(let error)), .notes(.failure(let error)):
            error
        default:
            nil
        }
    }
}
