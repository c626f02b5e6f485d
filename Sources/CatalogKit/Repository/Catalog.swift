import Foundation

/// The loaded data, indexed so that every query costs what it returns, never the size of
/// the catalog, and stored so that a change costs what it touches.
///
/// Products are indexed by id, by shop and by category (each list in file order); notes by
/// id and by product id, newest first. A `Catalog` is an immutable value: `applying(_:)`
/// returns a new one that shares everything but the chunk of products or notes the change
/// touched (see ``PersistentVector``), so a change costs O(log *n*) at any catalog size and
/// every earlier catalog stays valid for whoever still reads it.
///
/// ```swift
/// let catalog = try Catalog.load(from: directory)
/// let related = try catalog.products(relatedTo: "p-001", limit: 10)
/// let cheaper = try catalog.applying(.setPrice(productID: "p-001", price: newPrice))
/// ```
public struct Catalog: Sendable {
    /// Every product, in file order.
    public private(set) var products: PersistentVector<Product>
    /// Every note: those of the file in file order, then those added by changes.
    public private(set) var notes: PersistentVector<Note>
    /// References to missing products (queries skip them): those in the loaded files, found
    /// the first time they are asked for, then those of notes added by changes.
    ///
    /// - Complexity: O(*n* + *m*) the first time, then O(*w*) for *w* warnings.
    public var warnings: [CatalogWarning] { (loadedWarnings?.all ?? []) + Array(addedWarnings) }
    private let loadedWarnings: CatalogWarnings?
    private var addedWarnings: PersistentVector<CatalogWarning> = []
    /// The file name used in warnings and errors about products.
    public let productsFile: String
    /// The file name used in warnings and errors about notes.
    public let notesFile: String

    // Built once per load and never copied: changes do not add, remove or move products.
    /// The position of each product id (reused by a reload that leaves the products file alone).
    private(set) var productIndexByID: PositionTable
    private let productIndexesByShop: ProductGroupIndex
    private let productIndexesByCategory: ProductGroupIndex
    // Notes can be added by changes, so their indexes take changes in an overlay.
    private var noteIndexByID: LayeredIndex
    private let loadedNotesByProduct: ProductNoteIndex
    /// The notes lists of products whose notes changed since the load.
    private var changedNotesByProduct = PersistentMap<String, [Int]>()

    /// The catalog with no products and no notes.
    public static let empty = Catalog(
        products: [], notes: [], loadedWarnings: nil, productsFile: "products.json", notesFile: "notes.json",
        productIndexByID: PositionTable(), productIndexesByShop: .empty, productIndexesByCategory: .empty,
        noteIndexByID: PositionTable(), notesByProduct: .empty)

    private init(
        products: [Product], notes: [Note], loadedWarnings: CatalogWarnings?, productsFile: String,
        notesFile: String,
        productIndexByID: PositionTable, productIndexesByShop: ProductGroupIndex,
        productIndexesByCategory: ProductGroupIndex, noteIndexByID: PositionTable,
        notesByProduct: ProductNoteIndex
    ) {
        self.products = PersistentVector(products)
        self.notes = PersistentVector(notes)
        self.loadedWarnings = loadedWarnings
        self.productsFile = productsFile
        self.notesFile = notesFile
        self.productIndexByID = productIndexByID
        self.productIndexesByShop = productIndexesByShop
        self.productIndexesByCategory = productIndexesByCategory
        self.noteIndexByID = LayeredIndex(noteIndexByID)
        loadedNotesByProduct = notesByProduct
    }

    /// Indexes products and notes.
    ///
    /// - Parameters:
    ///   - products: The products, in display order.
    ///   - notes: The notes, in any order.
    ///   - productsFile: The file name used in warnings and errors about products.
    ///   - notesFile: The file name used in warnings and errors about notes.
    /// - Throws: `CatalogError.duplicateID` if two products or two notes share an id.
    ///   References to missing products are not errors: they become `warnings`.
    /// - Complexity: O(*n* + *m* log *m*) for *n* products and *m* notes.
    public init(
        products: [Product], notes: [Note], productsFile: String = "products.json",
        notesFile: String = "notes.json"
    ) throws(CatalogError) {
        var productIndexByID = PositionTable(minimumCapacity: products.count)
        for (index, product) in products.enumerated() {
            let (inserted, first) = productIndexByID.insert(product.id)
            if !inserted {
                throw CatalogError.duplicateID(
                    file: productsFile, id: product.id, firstIndex: first, duplicateIndex: index,
                    location: nil)
            }
        }
        try self.init(
            products: products, notes: notes, productIndexByID: productIndexByID, productsFile: productsFile,
            notesFile: notesFile)
    }

    /// Indexes products whose id index is already built (the decoder builds it while
    /// checking for duplicates, so loading does not hash every id twice), and notes whose
    /// id index may be.
    init(
        products: [Product], notes: [Note], productIndexByID: PositionTable,
        noteIndexByID prebuiltNoteIndexByID: PositionTable? = nil, productsFile: String,
        notesFile: String
    ) throws(CatalogError) {
        precondition(productIndexByID.count == products.count, "the id index must cover every product once")
        let noteIndexByID: PositionTable
        if let prebuiltNoteIndexByID {
            precondition(
                prebuiltNoteIndexByID.count == notes.count, "the note id index must cover every note once")
            noteIndexByID = prebuiltNoteIndexByID
        } else {
            var index = PositionTable(minimumCapacity: notes.count)
            for (position, note) in notes.enumerated() {
                let (inserted, first) = index.insert(note.id)
                if !inserted {
                    throw CatalogError.duplicateID(
                        file: notesFile, id: note.id, firstIndex: first, duplicateIndex: position,
                        location: nil)
                }
            }
            noteIndexByID = index
        }
        let indexes = CatalogIndexes(products: products, notes: notes, productIndexByID: productIndexByID)
        self.init(
            products: products, notes: notes,
            loadedWarnings: CatalogWarnings(
                products: products, notes: notes, productIndexByID: productIndexByID,
                productsFile: productsFile,
                notesFile: notesFile),
            productsFile: productsFile, notesFile: notesFile, productIndexByID: productIndexByID,
            productIndexesByShop: indexes.productsByShop,
            productIndexesByCategory: indexes.productsByCategory,
            noteIndexByID: noteIndexByID, notesByProduct: indexes.notesByProduct)
    }

    /// Newest first; equal dates keep file order.
    static func isNewer(_ note: Note, at index: Int, than other: Note, at otherIndex: Int) -> Bool {
        if note.publishedAt != other.publishedAt { return note.publishedAt > other.publishedAt }
        return index < otherIndex
    }

    /// Whether a product has this id.
    ///
    /// - Complexity: O(1).
    public func contains(productID: String) -> Bool {
        productIndexByID[productID] != nil
    }

    /// The product with this id.
    ///
    /// - Throws: `CatalogError.unknownProduct`, with up to three close ids as suggestions.
    /// - Complexity: O(1) when found; the suggestions of the error path compare every id.
    public func product(id: String) throws(CatalogError) -> Product {
        guard let index = productIndexByID[id] else { throw unknownProduct(id) }
        return products[index]
    }

    /// The note with this id, if there is one.
    ///
    /// - Complexity: O(log *c*) after *c* changes.
    public func note(id: String) -> Note? {
        noteIndexByID[id].map { notes[$0] }
    }

    /// Products to show next to a product: its related ids first (in listed order), then
    /// the rest of its shop, then the rest of its category, each in file order, without the
    /// product itself, duplicates or missing ids.
    ///
    /// - Parameters:
    ///   - id: The product's id.
    ///   - limit: The most products to return; a negative limit counts as 0.
    /// - Throws: `CatalogError.unknownProduct`.
    /// - Complexity: O(*r* + *limit*) for *r* related ids; never proportional to the catalog.
    public func products(relatedTo id: String, limit: Int) throws(CatalogError) -> [Product] {
        guard let ownIndex = productIndexByID[id] else { throw unknownProduct(id) }
        let product = products[ownIndex]
        var result: [Product] = []
        guard limit > 0 else { return result }
        result.reserveCapacity(Swift.min(limit, 64))
        var taken: Set<Int> = [ownIndex]
        func take(_ index: Int) -> Bool {
            if taken.insert(index).inserted { result.append(products[index]) }
            return result.count >= limit
        }
        for relatedID in product.relatedProductIDs {
            if let index = productIndexByID[relatedID], take(index) { return result }
        }
        for index in productIndexesByShop.members(of: product.shopID) where take(Int(index)) { return result }
        for index in productIndexesByCategory.members(of: product.category) where take(Int(index)) {
            return result
        }
        return result
    }

    /// The notes about a product, newest first (equal dates in file order).
    ///
    /// - Parameters:
    ///   - id: The product's id.
    ///   - limit: The most notes to return; a negative limit counts as 0.
    /// - Throws: `CatalogError.unknownProduct`.
    /// - Complexity: O(*limit*).
    public func notes(about id: String, limit: Int) throws(CatalogError) -> [Note] {
        guard let index = productIndexByID[id] else { throw unknownProduct(id) }
        return noteIndexes(ofProduct: id, at: index).prefix(Swift.max(limit, 0)).map { notes[$0] }
    }

    /// The indexes of a product's notes, newest first: as changed since the load, or as loaded.
    private func noteIndexes(ofProduct id: String, at index: Int) -> [Int] {
        if !changedNotesByProduct.isEmpty, let changed = changedNotesByProduct[id] { return changed }
        return loadedNotesByProduct.notes(ofProductAt: index)
    }

    /// The ids of a shop's or a category's products, in file order.
    ///
    /// - Complexity: O(*k*) for *k* members.
    public func productIDs(in group: ProductGroup) -> [String] {
        let indexes =
            switch group {
            case .shop(let shop): productIndexesByShop.members(of: shop)
            case .category(let category): productIndexesByCategory.members(of: category)
            }
        return indexes.map { products[Int($0)].id }
    }

    /// Every shop and category that has products.
    var groups: Set<ProductGroup> {
        Set(productIndexesByShop.names.keys.map(ProductGroup.shop))
            .union(productIndexesByCategory.names.keys.map(ProductGroup.category))
    }

    /// The catalog with `change` made. It shares all its storage with this one but the chunk
    /// of products or notes the change touched.
    ///
    /// - Throws: `CatalogError.unknownProduct` for a change to a missing product,
    ///   `CatalogError.duplicateID` for a note whose id is taken, and
    ///   `CatalogError.invalidChange` for a negative stock or price.
    /// - Complexity: O(log *n*): one chunk of ``PersistentVector/chunkSize`` elements and a
    ///   path of index nodes are copied; adding a note also inserts it among its products'
    ///   notes, O(*k*) for *k* notes about each.
    public func applying(_ change: CatalogChange) throws(CatalogError) -> Catalog {
        var copy = self
        switch change {
        case .setPrice(let productID, let price):
            guard price.minorUnits >= 0 else {
                throw CatalogError.invalidChange(
                    reason: "a price cannot be negative, got \(price.minorUnits)")
            }
            guard let index = productIndexByID[productID] else { throw unknownProduct(productID) }
            copy.products[index].price = price
        case .setStock(let productID, let stock):
            guard stock >= 0 else {
                throw CatalogError.invalidChange(reason: "a stock count cannot be negative, got \(stock)")
            }
            guard let index = productIndexByID[productID] else { throw unknownProduct(productID) }
            copy.products[index].stock = stock
        case .addNote(let note):
            try copy.add(note)
        }
        return copy
    }

    private mutating func add(_ note: Note) throws(CatalogError) {
        let index = notes.count
        if let first = noteIndexByID[note.id] {
            throw CatalogError.duplicateID(
                file: notesFile, id: note.id, firstIndex: first, duplicateIndex: index, location: nil)
        }
        notes.append(note)
        noteIndexByID.update(note.id, with: index)
        for (position, productID) in note.productIDs.enumerated()
        where !note.productIDs[..<position].contains(productID) {
            guard let productIndex = productIndexByID[productID] else {
                addedWarnings.append(
                    .danglingReference(
                        file: notesFile, path: "[\(index)].productIds[\(position)]", missingID: productID))
                continue
            }
            var list = noteIndexes(ofProduct: productID, at: productIndex)
            // The list is sorted newest first: find the first note not newer than this one.
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if Self.isNewer(notes[list[middle]], at: list[middle], than: note, at: index) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            list.insert(index, at: low)
            changedNotesByProduct.update(productID, with: list)
        }
    }

    private func unknownProduct(_ id: String) -> CatalogError {
        .unknownProduct(
            id: id,
            suggestions: IDSuggester.closest(to: id, limit: 3, candidates: productIndexByID.forEachKey))
    }
}
