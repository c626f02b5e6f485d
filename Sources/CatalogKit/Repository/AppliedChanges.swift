/// What applying a batch of changes gave: the new catalog, what it changed, and the changes
/// that could not be made (each skipped; the others were made, in order).
///
/// ```swift
/// let applied = catalog.applying([.setStock(productID: "p-1", stock: 3), .removeProduct(id: "nope")])
/// applied.rejections.map(\.index)   // [1]
/// ```
public struct AppliedChanges: Sendable {
    /// A change that could not be made, and why.
    public struct Rejection: Sendable, Equatable {
        /// The change's position in the batch, from 0.
        public var index: Int
        /// Why it could not be made (an unknown product, a taken id, a value out of range).
        public var error: CatalogError

        /// Creates a rejection.
        public init(index: Int, error: CatalogError) {
            self.index = index
            self.error = error
        }
    }

    /// The catalog with every change that could be made.
    public var catalog: Catalog
    /// What those changes altered.
    public var delta: CatalogDelta
    /// The changes that were skipped, in order.
    public var rejections: [Rejection]

    /// Creates a result.
    public init(catalog: Catalog, delta: CatalogDelta, rejections: [Rejection]) {
        self.catalog = catalog
        self.delta = delta
        self.rejections = rejections
    }
}
