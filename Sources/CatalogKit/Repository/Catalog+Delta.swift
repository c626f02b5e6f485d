extension Catalog {
    /// What changed from `old` to this catalog: products and notes added, removed or edited,
    /// the products whose notes changed, and the shops and categories whose member lists
    /// changed. A reload publishes it, so only the queries that read a change run again.
    ///
    /// - Complexity: O(*n* + *m*) for *n* products and *m* notes in both catalogs.
    public func delta(from old: Catalog) -> CatalogDelta {
        var delta = CatalogDelta()
        for product in products where (try? old.product(id: product.id)) != product {
            delta.products.insert(product.id)
        }
        for product in old.products where !contains(productID: product.id) {
            delta.products.insert(product.id)
        }
        for group in groups.union(old.groups) where productIDs(in: group) != old.productIDs(in: group) {
            delta.groups.insert(group)
        }
        for note in notes {
            let previous = old.note(id: note.id)
            guard previous != note else { continue }
            delta.notes.insert(note.id)
            delta.productsWithChangedNotes.formUnion(note.productIDs)
            delta.productsWithChangedNotes.formUnion(previous?.productIDs ?? [])
        }
        for note in old.notes where self.note(id: note.id) == nil {
            delta.notes.insert(note.id)
            delta.productsWithChangedNotes.formUnion(note.productIDs)
        }
        return delta
    }
}
