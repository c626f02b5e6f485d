import Relay

extension ProductRepository {
    /// The parts of a product page from the three queries, each answer as a batch of one
    /// part; a query that fails sends its failure as a part and ends. The stream completes
    /// when all three have ended.
    ///
    /// Repositories that route changes answer all the parts a change altered in one batch
    /// instead (``InMemoryProductRepository`` does).
    public func pageParts(productID: String, relatedLimit: Int, noteLimit: Int) -> Observable<[PagePart]> {
        func parts<Answer: Sendable>(
            _ source: Observable<Answer>,
            _ part: @escaping @Sendable (Result<Answer, CatalogError>) -> PagePart
        ) -> Observable<[PagePart]> {
            source.map { [part(.success($0))] }
                .catch { error in
                    let catalogError =
                        error as? CatalogError
                        ?? .unreadableFile(path: "the catalog", reason: String(describing: error))
                    return .just([part(.failure(catalogError))])
                }
        }
        return Observable.merge(
            parts(product(id: productID), PagePart.product),
            parts(products(relatedTo: productID, limit: relatedLimit), PagePart.related),
            parts(notes(about: productID, limit: noteLimit), PagePart.notes))
    }
}
