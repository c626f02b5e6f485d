/// A catalog put in service, with what changed since the one before it.
public struct CatalogUpdate: Sendable {
    /// The catalog now in service.
    public var catalog: Catalog
    /// What changed from the previous catalog (everything, for the first one).
    public var delta: CatalogDelta

    /// Creates an update.
    public init(catalog: Catalog, delta: CatalogDelta) {
        self.catalog = catalog
        self.delta = delta
    }
}
