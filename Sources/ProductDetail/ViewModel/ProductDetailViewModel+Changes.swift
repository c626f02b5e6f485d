import CatalogKit

extension ProductDetailViewModel {
    /// Whether the page shows what `change` made: the product, or one of its related
    /// products, as the change left it (its price or stock, or the whole product), a product
    /// the change removed gone from the related products, or the note the change put in among
    /// the recent notes (or took out of them).
    ///
    /// A change reaches the page a few scheduler turns after the repository applied it; ask
    /// on each page update to learn when it has. A change to something the page does not
    /// show (a product that is not related, a note about another product) never shows.
    ///
    /// ```swift
    /// let change = CatalogChange.setStock(productID: "p-002", stock: 4)
    /// repository.apply(change)
    /// // Later, on a page update:
    /// if viewModel.shows(change) { print("the page shows the new stock") }
    /// ```
    ///
    /// - Parameter change: A change made through the repository.
    /// - Returns: `true` when the sections hold the data as `change` left it.
    public func shows(_ change: CatalogChange) -> Bool {
        switch change {
        case .setPrice(let id, let price):
            shownProducts(withID: id).contains { $0.price == price }
        case .setPriceAmount(let id, let minorUnits):
            shownProducts(withID: id).contains { $0.price.minorUnits == minorUnits }
        case .setStock(let id, let stock):
            shownProducts(withID: id).contains { $0.stock == stock }
        case .upsertProduct(let product):
            shownProducts(withID: product.id).contains { $0 == product }
        case .removeProduct(let id):
            sections.shown?.product.id != id && !sections.relatedProducts.contains { $0.id == id }
        case .upsertNote(let note), .addNote(let note):
            sections.notes.items.contains { $0.id == note.id }
        case .removeNote(let id):
            !sections.notes.items.contains { $0.id == id }
        }
    }

    /// Whether ``page`` (and the last update published) holds everything the view model has
    /// received: no section has a list waiting to be applied and no update is scheduled.
    ///
    /// The repository's answers reach the view model on its scheduler; once an answer has
    /// arrived, the page shows it when this is `true`. A caller that knows the last change
    /// is in service and answered (a change feed that ended, observed on the same scheduler)
    /// checks it on each update to know the page is final:
    ///
    /// ```swift
    /// viewModel.updates.subscribe(onNext: { _ in
    ///     if feedEnded && viewModel.isSettled { exit(0) }
    /// }).disposed(by: bag)
    /// ```
    public var isSettled: Bool { composer.isSettled }

    /// The products with `id` the page shows: the product itself, a related product, or both.
    private func shownProducts(withID id: String) -> [Product] {
        var products = sections.relatedProducts.filter { $0.id == id }
        if let product = sections.shown?.product, product.id == id { products.append(product) }
        return products
    }
}
