import Relay

/// Where product pages get their data: queries as observables that re-emit when the
/// catalog changes, plus the stream of data errors.
///
/// Implementations do their work on their own background scheduler; every query starts
/// there and emits there. A query emits its current answer once the catalog is loaded,
/// then a new answer each time a catalog change alters it. A change that cannot alter a
/// query's answer (it touches none of what the answer was read from) does no work for it.
///
/// ``InMemoryProductRepository`` is the real thing without files (for tests, previews and
/// simulations); ``JSONProductRepository`` adds the data files and watches them.
public protocol ProductRepository: Sendable {
    /// The product with this id, re-emitted when it changes.
    ///
    /// Fails with `CatalogError.unknownProduct` (with suggestions) if no product has the id,
    /// or with the load error if no catalog could ever be loaded.
    func product(id: String) -> Observable<Product>

    /// The products to show next to a product, as `Catalog.products(relatedTo:limit:)`
    /// orders them, re-emitted when they change.
    func products(relatedTo id: String, limit: Int) -> Observable<[Product]>

    /// The notes about a product, newest first, re-emitted when they change.
    func notes(about id: String, limit: Int) -> Observable<[Note]>

    /// The parts of a product page (the product, its related products, its notes) in batches:
    /// a repository that routes changes answers every part a change altered in one batch, so
    /// the page updates once per change. A part that cannot be answered arrives as a failure.
    /// The default implementation merges the three queries above.
    func pageParts(productID: String, relatedLimit: Int, noteLimit: Int) -> Observable<[PagePart]>

    /// Each catalog put in service (the first load, every successful reload and every applied
    /// change) with what changed since the one before (everything for the first one); replays
    /// the latest to new subscribers. A delta that would name more ids than the new catalog
    /// holds (and more than a few thousand) arrives as everything: see
    /// ``CatalogDelta/bounded(by:)``.
    ///
    /// Where only the catalog matters, map it: `repository.updates.map(\.catalog)`.
    var updates: Observable<CatalogUpdate> { get }

    /// Every load, reload or change that failed; the last good catalog stays in service.
    var errors: Observable<CatalogError> { get }

    /// Re-reads the data files that changed, on the background scheduler.
    func reload()

    /// Applies `changes` in order as one update (one catalog put in service, one delta);
    /// changes that cannot be made are skipped and passed to `completion`, or published on
    /// `errors` without one.
    func apply(_ changes: [CatalogChange], completion: (@Sendable ([AppliedChanges.Rejection]) -> Void)?)
}

extension ProductRepository {
    /// Applies one change, published like a reload; if it cannot be made, the error is
    /// published on `errors`.
    public func apply(_ change: CatalogChange) {
        apply([change], completion: nil)
    }

    /// Applies `changes` in order as one update; those that cannot be made are published on
    /// `errors`.
    public func apply(_ changes: [CatalogChange]) {
        apply(changes, completion: nil)
    }
}
