/// What a new catalog changed, so that only the queries that read it run again.
///
/// A catalog change (`CatalogChange`) knows its delta at once; a reload computes it by
/// comparing the old catalog with the new one (`Catalog.delta(from:)`).
///
/// ```swift
/// let delta = CatalogChange.setPrice(productID: "p-1", price: price).delta
/// delta.products   // ["p-1"]
/// ```
public struct CatalogDelta: Sendable, Hashable {
    /// Products added, removed or changed in any field.
    public var products: Set<String>
    /// Notes added, removed or changed in any field.
    public var notes: Set<String>
    /// Products whose list of notes changed (a note about them added, removed or edited).
    public var productsWithChangedNotes: Set<String>
    /// Shops and categories whose members or member order changed.
    public var groups: Set<ProductGroup>
    /// Whether everything counts as changed (the first catalog put in service).
    public var isEverything: Bool

    /// Creates a delta.
    public init(
        products: Set<String> = [], notes: Set<String> = [], productsWithChangedNotes: Set<String> = [],
        groups: Set<ProductGroup> = [], isEverything: Bool = false
    ) {
        self.products = products
        self.notes = notes
        self.productsWithChangedNotes = productsWithChangedNotes
        self.groups = groups
        self.isEverything = isEverything
    }

    /// A delta that counts everything as changed.
    public static let everything = CatalogDelta(isEverything: true)

    /// Whether nothing changed.
    public var isEmpty: Bool {
        !isEverything && products.isEmpty && notes.isEmpty && productsWithChangedNotes.isEmpty
            && groups.isEmpty
    }

    /// Whether anything about the product `id` (its fields, its existence or its notes) changed.
    public func touches(productID id: String) -> Bool {
        isEverything || products.contains(id) || productsWithChangedNotes.contains(id)
    }

    /// How many ids and groups the delta names.
    public var count: Int {
        products.count + notes.count + productsWithChangedNotes.count + groups.count
    }

    /// This delta, or ``everything`` when it names more than `limit` ids and groups.
    ///
    /// A catalog replaced by a very different one (a million products renamed over by a
    /// hundred) has a delta as large as the old catalog, and the repository's latest update
    /// keeps it until the next one: tens of megabytes held for as long as the process waits.
    /// Past the limit, "everything changed" says as much for a fraction of the memory, and
    /// costs a subscriber no more than looking through the ids would.
    ///
    /// ```swift
    /// CatalogDelta(products: ["p-1", "p-2"]).bounded(by: 1).isEverything  // true
    /// ```
    public func bounded(by limit: Int) -> CatalogDelta {
        count > limit ? .everything : self
    }

    /// Adds what `other` changed.
    public mutating func formUnion(_ other: CatalogDelta) {
        products.formUnion(other.products)
        notes.formUnion(other.notes)
        productsWithChangedNotes.formUnion(other.productsWithChangedNotes)
        groups.formUnion(other.groups)
        isEverything = isEverything || other.isEverything
    }
}
