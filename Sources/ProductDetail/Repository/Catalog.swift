import Foundation

/// The loaded data, indexed so that every query costs what it returns, never the size of
/// the catalog.
///
/// Products are indexed by id, by shop and by category (each list in file order); notes by
/// product id, newest first. A `Catalog` is an immutable value: `applying(_:)` returns a
/// new one.
///
/// ```swift
/// let catalog = try Catalog.load(from: directory)
/// let related = try catalog.products(relatedTo: "p-001", limit: 10)
/// ```
public struct Catalog: Sendable {
    /// Every product, in file order.
    public private(set) var products: [Product]
    /// Every note, in file order.
    public private(set) var notes: [Note]
    /// References to missing products, found while indexing; queries skip them.
    public private(set) var warnings: [CatalogWarning]

    private var productIndexByID: [String: Int]
    private var noteIndexesByProductID: [String: [Int]]
    private var productIndexesByShop: [String: [Int]]
    private var productIndexesByCategory: [String: [Int]]

    /// The catalog with no products and no notes.
    public static let empty = Catalog(
        products: [], notes: [], warnings: [], productIndexByID: [:], noteIndexesByProductID: [:],
        productIndexesByShop: [:], productIndexesByCategory: [:])

    private init(
        products: [Product], notes: [Note], warnings: [CatalogWarning], productIndexByID: [String: Int],
        noteIndexesByProductID: [String: [Int]], productIndexesByShop: [String: [Int]],
        productIndexesByCategory: [String: [Int]]
    ) {
        self.products = products
        self.notes = notes
        self.warnings = warnings
        self.productIndexByID = productIndexByID
        self.noteIndexesByProductID = noteIndexesByProductID
        self.productIndexesByShop = productIndexesByShop
        self.productIndexesByCategory = productIndexesByCategory
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
        var productIndexByID: [String: Int] = [:]
        productIndexByID.reserveCapacity(products.count)
        for (index, product) in products.enumerated() {
            if let first = productIndexByID.updateValue(index, forKey: product.id) {
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
        products: [Product], notes: [Note], productIndexByID: [String: Int],
        noteIndexByID prebuiltNoteIndexByID: [String: Int]? = nil, productsFile: String,
        notesFile: String
    ) throws(CatalogError) {
        precondition(productIndexByID.count == products.count, "the id index must cover every product once")
        var byShop: [String: [Int]] = [:]
        var byCategory: [String: [Int]] = [:]
        for (index, product) in products.enumerated() {
            byShop[product.shopID, default: []].append(index)
            byCategory[product.category, default: []].append(index)
        }
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
        var noteIndexByID: [String: Int] = [:]
        noteIndexByID.reserveCapacity(notes.count)
        var byProduct: [String: [Int]] = [:]
        byProduct.reserveCapacity(Swift.min(notes.count * 2, products.count))
        for (index, note) in notes.enumerated() {
            if let first = noteIndexByID.updateValue(index, forKey: note.id) {
                throw CatalogError.duplicateID(
                    file: notesFile, id: note.id, firstIndex: first, duplicateIndex: index, location: nil)
            }
            for (position, productID) in note.productIDs.enumerated()
            where !note.productIDs[..<position].contains(productID) {
                if productIndexByID[productID] == nil {
                    warnings.append(
                        .danglingReference(
                            file: notesFile, path: "[\(index)].productIds[\(position)]", missingID: productID)
                    )
                } else {
                    byProduct[productID, default: []].append(index)
                }
            }
        }
        for key in byProduct.keys {
            byProduct[key]!.sort { Self.isNewer(notes[$0], at: $0, than: notes[$1], at: $1) }
        }
        self.init(
            products: products, notes: notes, warnings: warnings, productIndexByID: productIndexByID,
            noteIndexesByProductID: byProduct, productIndexesByShop: byShop,
            productIndexesByCategory: byCategory)
    }

    /// Newest first; equal dates keep file order.
    private static func isNewer(_ note: Note, at index: Int, than other: Note, at otherIndex: Int) -> Bool {
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

    /// Products to show next to a product: its related ids first (in listed order), then
    /// the rest of its shop, then the rest of its category, each in file order, without the
    /// product itself, duplicates or missing ids.
    ///
    /// - Parameters:
    ///   - id: The product's id.
    ///   - limit: The most products to return; must not be negative.
    /// - Throws: `CatalogError.unknownProduct`.
    /// - Complexity: O(*r* + *limit*) for *r* related ids; never proportional to the catalog.
    public func products(relatedTo id: String, limit: Int) throws(CatalogError) -> [Product] {
        precondition(limit >= 0, "products(relatedTo:limit:) needs a limit ≥ 0, got \(limit)")
        guard let ownIndex = productIndexByID[id] else { throw unknownProduct(id) }
        let product = products[ownIndex]
        var result: [Product] = []
        result.reserveCapacity(Swift.min(limit, 64))
        var taken: Set<Int> = [ownIndex]
        func take(_ index: Int) -> Bool {
            if taken.insert(index).inserted { result.append(products[index]) }
            return result.count >= limit
        }
        if limit == 0 { return result }
        for relatedID in product.relatedProductIDs {
            if let index = productIndexByID[relatedID], take(index) { return result }
        }
        for index in productIndexesByShop[product.shopID, default: []] where take(index) { return result }
        for index in productIndexesByCategory[product.category, default: []] where take(index) {
            return result
        }
        return result
    }

    /// The notes about a product, newest first (equal dates in file order).
    ///
    /// - Parameters:
    ///   - id: The product's id.
    ///   - limit: The most notes to return; must not be negative.
    /// - Throws: `CatalogError.unknownProduct`.
    /// - Complexity: O(*limit*).
    public func notes(about id: String, limit: Int) throws(CatalogError) -> [Note] {
        precondition(limit >= 0, "notes(about:limit:) needs a limit ≥ 0, got \(limit)")
        guard productIndexByID[id] != nil else { throw unknownProduct(id) }
        return noteIndexesByProductID[id, default: []].prefix(limit).map { notes[$0] }
    }

    /// The catalog with `change` made.
    ///
    /// - Throws: `CatalogError.unknownProduct` for a change to a missing product,
    ///   `CatalogError.duplicateID` for a note whose id is taken.
    /// - Complexity: O(*n*) for the copy of the changed array; indexes are updated in place.
    public func applying(_ change: CatalogChange) throws(CatalogError) -> Catalog {
        var copy = self
        switch change {
        case .setPrice(let productID, let price):
            guard let index = productIndexByID[productID] else { throw unknownProduct(productID) }
            copy.products[index].price = price
        case .setStock(let productID, let stock):
            precondition(stock >= 0, "a stock count cannot be negative, got \(stock)")
            guard let index = productIndexByID[productID] else { throw unknownProduct(productID) }
            copy.products[index].stock = stock
        case .addNote(let note):
            if let first = notes.firstIndex(where: { $0.id == note.id }) {
                throw CatalogError.duplicateID(
                    file: "notes.json", id: note.id, firstIndex: first, duplicateIndex: notes.count,
                    location: nil)
            }
            let index = notes.count
            copy.notes.append(note)
            for (position, productID) in note.productIDs.enumerated()
            where !note.productIDs[..<position].contains(productID) {
                guard productIndexByID[productID] != nil else {
                    copy.warnings.append(
                        .danglingReference(
                            file: "notes.json", path: "[\(index)].productIds[\(position)]",
                            missingID: productID))
                    continue
                }
                var list = copy.noteIndexesByProductID[productID, default: []]
                let position =
                    list.firstIndex { !Self.isNewer(copy.notes[$0], at: $0, than: note, at: index) }
                    ?? list.count
                list.insert(index, at: position)
                copy.noteIndexesByProductID[productID] = list
            }
        }
        return copy
    }

    private func unknownProduct(_ id: String) -> CatalogError {
        .unknownProduct(
            id: id, suggestions: IDSuggester.closest(to: id, among: productIndexByID.keys, limit: 3))
    }
}
