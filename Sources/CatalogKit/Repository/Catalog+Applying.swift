extension Catalog {
    /// The catalog with `change` made. It shares all its storage with this one but the chunks
    /// of products or notes the change touched.
    ///
    /// - Throws: `CatalogError.unknownProduct` for a change to a missing product,
    ///   `CatalogError.duplicateID` for an added note whose id is taken, and
    ///   `CatalogError.invalidChange` for a value out of range or a missing note.
    /// - Complexity: O(log *n*): one chunk of 32 elements and a path of index nodes are
    ///   copied; a note also goes among its products' notes, O(*k*) for *k* notes about each.
    public func applying(_ change: CatalogChange) throws(CatalogError) -> Catalog {
        var copy = self
        var delta = CatalogDelta()
        try copy.apply(change, into: &delta)
        return copy
    }

    /// The catalog with `changes` made in order, as one new catalog: a change that cannot be
    /// made is skipped and reported, and the others are made.
    ///
    /// - Returns: The catalog, the union of what the changes altered, and the rejections.
    /// - Complexity: O(*c* log *n*) for *c* changes.
    public func applying(_ changes: some Sequence<CatalogChange>) -> AppliedChanges {
        var copy = self
        var delta = CatalogDelta()
        var rejections: [AppliedChanges.Rejection] = []
        for (index, change) in changes.enumerated() {
            // A failed change leaves nothing behind: its checks all come before its edits.
            do throws(CatalogError) {
                try copy.apply(change, into: &delta)
            } catch {
                rejections.append(AppliedChanges.Rejection(index: index, error: error))
            }
        }
        return AppliedChanges(catalog: copy, delta: delta, rejections: rejections)
    }

    private mutating func apply(_ change: CatalogChange, into delta: inout CatalogDelta) throws(CatalogError)
    {
        switch change {
        case .setPrice(let productID, let price):
            try Self.check(price: price.minorUnits)
            try editProduct(id: productID) { $0.price = price }
            delta.products.insert(productID)
        case .setPriceAmount(let productID, let minorUnits):
            try Self.check(price: minorUnits)
            try editProduct(id: productID) { $0.price.minorUnits = minorUnits }
            delta.products.insert(productID)
        case .setStock(let productID, let stock):
            guard stock >= 0 else {
                throw CatalogError.invalidChange(reason: "a stock count cannot be negative, got \(stock)")
            }
            try editProduct(id: productID) { $0.stock = stock }
            delta.products.insert(productID)
        case .upsertProduct(let product):
            try Self.check(product)
            upsert(product, into: &delta)
        case .removeProduct(let id):
            try removeProduct(id: id, into: &delta)
        case .upsertNote(let note):
            try Self.check(note)
            upsert(note, into: &delta)
        case .removeNote(let id):
            try removeNote(id: id, into: &delta)
        case .addNote(let note):
            try Self.check(note)
            if let first = noteSlot(of: note.id) {
                throw CatalogError.duplicateID(
                    file: notesFile, id: note.id, firstIndex: first, duplicateIndex: noteSlots.count,
                    location: nil)
            }
            upsert(note, into: &delta)
        }
    }

    private static func check(price: Int) throws(CatalogError) {
        guard price >= 0 else {
            throw CatalogError.invalidChange(reason: "a price cannot be negative, got \(price)")
        }
    }

    /// What the data files' schema requires of a product, for products that come from code.
    private static func check(_ product: Product) throws(CatalogError) {
        func fail(_ reason: String) -> CatalogError {
            .invalidChange(reason: "product \"\(product.id)\": \(reason)")
        }
        guard !product.id.isEmpty else {
            throw CatalogError.invalidChange(reason: "a product id cannot be empty")
        }
        guard !product.shopID.isEmpty else { throw fail("shopId cannot be empty") }
        guard !product.category.isEmpty else { throw fail("category cannot be empty") }
        try check(price: product.price.minorUnits)
        guard (0...5).contains(product.rating) else {
            throw fail("rating must be from 0 to 5, got \(product.rating)")
        }
        guard product.reviewCount >= 0 else { throw fail("reviewCount cannot be negative") }
        guard product.stock >= 0 else { throw fail("stock cannot be negative") }
    }

    private static func check(_ note: Note) throws(CatalogError) {
        guard !note.id.isEmpty else { throw CatalogError.invalidChange(reason: "a note id cannot be empty") }
        guard !note.shopID.isEmpty else {
            throw CatalogError.invalidChange(reason: "note \"\(note.id)\": shopId cannot be empty")
        }
    }
}
