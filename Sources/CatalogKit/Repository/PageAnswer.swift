/// Everything a product page shows, answered at once against one catalog, with what it was
/// read from: the page's product, its related products, its notes.
struct PageAnswer: Sendable, Equatable {
    var product: Result<Product, CatalogError>
    var related: Result<[Product], CatalogError>
    var notes: Result<[Note], CatalogError>
    var dependencies: QueryDependencies

    init(catalog: Catalog, productID: String, relatedLimit: Int, noteLimit: Int) {
        do throws(CatalogError) {
            let product = try catalog.product(id: productID)
            let related = try catalog.products(relatedTo: productID, limit: relatedLimit)
            self.product = .success(product)
            self.related = .success(related)
            notes = .success(try catalog.notes(about: productID, limit: noteLimit))
            dependencies = QueryDependencies(
                products: [productID] + product.relatedProductIDs + related.map(\.id), notesOf: [productID],
                groups: [.shop(product.shopID), .category(product.category)])
        } catch {
            // Everything on the page hangs on its product; while it is missing, only its
            // return matters.
            product = .failure(error)
            related = .failure(error)
            notes = .failure(error)
            dependencies = QueryDependencies(products: [productID])
        }
    }

    var withDependencies: (PageAnswer, QueryDependencies) { (self, dependencies) }

    /// The parts that differ from `previous` (all of them without one), or `nil` if none do.
    func parts(changedSince previous: PageAnswer?) -> [PagePart]? {
        var parts: [PagePart] = []
        if previous?.product != product { parts.append(.product(product)) }
        if previous?.related != related { parts.append(.related(related)) }
        if previous?.notes != notes { parts.append(.notes(notes)) }
        return parts.isEmpty ? nil : parts
    }
}
