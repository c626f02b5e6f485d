/// Finds a catalog's references to missing products: products' related ids that name no
/// product, then notes' product ids that name none, each with its JSON path.
enum CatalogWarnings {
    /// The dangling references among `products` and `notes` (in order; an entity's place is
    /// its position among them), given which product ids exist.
    ///
    /// - Complexity: O(*n* + *m*) lookups.
    static func find<Products: Sequence<Product>, Notes: Sequence<Note>>(
        products: Products, notes: Notes, exists: (String) -> Bool, productsFile: String, notesFile: String
    ) -> [CatalogWarning] {
        var warnings: [CatalogWarning] = []
        for (index, product) in products.enumerated() {
            for (position, relatedID) in product.relatedProductIDs.enumerated() where !exists(relatedID) {
                warnings.append(
                    .danglingReference(
                        file: productsFile, path: "[\(index)].relatedProductIds[\(position)]",
                        missingID: relatedID))
            }
        }
        for (index, note) in notes.enumerated() {
            for (position, productID) in note.productIDs.enumerated()
            where !note.productIDs[..<position].contains(productID) && !exists(productID) {
                warnings.append(
                    .danglingReference(
                        file: notesFile, path: "[\(index)].productIds[\(position)]", missingID: productID))
            }
        }
        return warnings
    }
}
