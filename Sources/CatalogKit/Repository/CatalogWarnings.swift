import Relay

/// A loaded catalog's references to missing products, found the first time someone asks:
/// queries skip such references anyway, so loading does not pay for the diagnosis.
final class CatalogWarnings: Sendable {
    private let products: [Product]
    private let notes: [Note]
    private let productIndexByID: PositionTable
    private let productsFile: String
    private let notesFile: String
    // Guards the warnings once found.
    private let found = Locked<[CatalogWarning]?>(nil)

    init(
        products: [Product], notes: [Note], productIndexByID: PositionTable, productsFile: String,
        notesFile: String
    ) {
        self.products = products
        self.notes = notes
        self.productIndexByID = productIndexByID
        self.productsFile = productsFile
        self.notesFile = notesFile
    }

    /// The dangling references, in file order: products' related ids first, then notes'
    /// product ids.
    ///
    /// - Complexity: O(*n* + *m*) the first time, O(1) afterwards.
    var all: [CatalogWarning] {
        if let warnings = found.withLock({ $0 }) { return warnings }
        var warnings: [CatalogWarning] = []
        for (index, product) in products.enumerated() {
            for (position, relatedID) in product.relatedProductIDs.enumerated()
            where productIndexByID[relatedID] == nil {
                warnings.append(
                    .danglingReference(
                        file: productsFile, path: "[\(index)].relatedProductIds[\(position)]",
                        missingID: relatedID))
            }
        }
        for (index, note) in notes.enumerated() {
            for (position, productID) in note.productIDs.enumerated()
            where !note.productIDs[..<position].contains(productID) && productIndexByID[productID] == nil {
                warnings.append(
                    .danglingReference(
                        file: notesFile, path: "[\(index)].productIds[\(position)]", missingID: productID))
            }
        }
        found.withLock { $0 = warnings }
        return warnings
    }
}
