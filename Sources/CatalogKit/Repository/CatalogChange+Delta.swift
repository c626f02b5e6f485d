extension CatalogChange {
    /// What applying the change alters: the product it edits, or the note it adds and the
    /// products that note is about.
    public var delta: CatalogDelta {
        switch self {
        case .setPrice(let productID, _), .setStock(let productID, _):
            CatalogDelta(products: [productID])
        case .addNote(let note):
            CatalogDelta(notes: [note.id], productsWithChangedNotes: Set(note.productIDs))
        }
    }
}
