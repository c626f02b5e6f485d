import Foundation

/// The loaded data, indexed so that every query costs what it returns, never the size of
/// the catalog, and stored so that a change costs what it touches.
///
/// Products are indexed by id, by shop and by category (each list in file order); notes by
/// id and by product id, newest first. A `Catalog` is an immutable value: `applying(_:)`
/// returns a new one that shares everything but the chunk of products or notes the change
/// touched, so a change costs O(log *n*) at any catalog size and every earlier catalog
/// stays valid for whoever still reads it.
///
/// Changes may add, replace and remove products and notes. A product or note keeps its place
/// for life: a replaced one stays where it was, a new one comes after every other, and one
/// removed and put back returns to its old place.
///
/// ```swift
/// let catalog = try Catalog.load(from: directory)
/// let related = try catalog.products(relatedTo: "p-001", limit: 10)
/// let cheaper = try catalog.applying(.setPrice(productID: "p-001", price: newPrice))
/// ```
public struct Catalog: Sendable {
    // Products by slot: the loaded ones in file order, then those added by changes. A removed
    // product's slot stays (its id keeps pointing at it), marked in `removedProducts`.
    private(set) var productSlots: PersistentVector<Product>
    private var removedProducts = PersistentMap<Int, Bool>()
    private var liveProductCount: Int
    /// The slot of each product id, removed products included.
    private var productIndexByID: LayeredIndex
    // Built once per load; changes to a group's members go to `groupChanges`.
    private let productIndexesByShop: ProductGroupIndex
    private let productIndexesByCategory: ProductGroupIndex
    private var groupChanges = PersistentMap<ProductGroup, GroupChanges>()

    // Notes by slot, as products.
    private(set) var noteSlots: PersistentVector<Note>
    private var removedNotes = PersistentMap<Int, Bool>()
    private var liveNoteCount: Int
    private var noteIndexByID: LayeredIndex
    /// The notes of each loaded product, newest first, as loaded.
    private let loadedNotesByProduct: ProductNoteIndex
    /// The note lists of products (by id, whether the product exists or not) whose notes
    /// changed since the load.
    private var changedNotesByProduct = PersistentMap<String, [Int]>()
    /// What the load found out lazily: its warnings, and the notes about ids no loaded
    /// product has.
    private let loaded: LoadedFacts
    /// Whether any change was made since the load (the load's warnings then no longer hold).
    private var isChangedSinceLoad = false

    /// The file name used in warnings and errors about products.
    public let productsFile: String
    /// The file name used in warnings and errors about notes.
    public let notesFile: String

    /// The catalog with no products and no notes.
    public static let empty = Catalog(
        products: [], notes: [], productsFile: "products.json", notesFile: "notes.json",
        productIndexByID: PositionTable(), productIndexesByShop: .empty, productIndexesByCategory: .empty,
        noteIndexByID: PositionTable(), notesByProduct: .empty)

    private init(
        products: [Product], notes: [Note], productsFile: String, notesFile: String,
        productIndexByID: PositionTable, productIndexesByShop: ProductGroupIndex,
        productIndexesByCategory: ProductGroupIndex, noteIndexByID: PositionTable,
        notesByProduct: ProductNoteIndex
    ) {
        productSlots = PersistentVector(products)
        noteSlots = PersistentVector(notes)
        liveProductCount = products.count
        liveNoteCount = notes.count
        loaded = LoadedFacts(
            products: products, notes: notes, productIndexByID: productIndexByID, productsFile: productsFile,
            notesFile: notesFile)
        self.productsFile = productsFile
        self.notesFile = notesFile
        self.productIndexByID = LayeredIndex(productIndexByID)
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
            products: products, notes: notes, productsFile: productsFile, notesFile: notesFile,
            productIndexByID: productIndexByID, productIndexesByShop: indexes.productsByShop,
            productIndexesByCategory: indexes.productsByCategory, noteIndexByID: noteIndexByID,
            notesByProduct: indexes.notesByProduct)
    }

    // MARK: Entities

    /// Every product, in file order (products added by changes after the loaded ones).
    ///
    /// - Complexity: O(1) to get; iterating is O(*n*).
    public var products: Entities<Product> {
        Entities(slots: productSlots, removed: removedProducts, count: liveProductCount)
    }

    /// Every note: those of the file in file order, then those added by changes.
    ///
    /// - Complexity: O(1) to get; iterating is O(*m*).
    public var notes: Entities<Note> {
        Entities(slots: noteSlots, removed: removedNotes, count: liveNoteCount)
    }

    /// References to missing products (queries skip them), in file order: products' related
    /// ids first, then notes' product ids.
    ///
    /// - Complexity: O(*n* + *m*): worked out when asked (a loaded catalog keeps its answer).
    public var warnings: [CatalogWarning] {
        guard isChangedSinceLoad else { return loaded.warnings }
        return CatalogWarnings.find(
            products: products, notes: notes, exists: { contains(productID: $0) }, productsFile: productsFile,
            notesFile: notesFile)
    }

    /// How many removed products and notes keep their slots (see ``compacted()``).
    var removedCount: Int {
        productSlots.count - liveProductCount + noteSlots.count - liveNoteCount
    }

    /// The catalog with removed products and notes forgotten: built again from the live ones
    /// (slots numbered anew, in order), with how each old slot maps to its new one (`-1` for
    /// a removed one). What it answers is unchanged.
    ///
    /// - Complexity: O(*n* + *m*).
    func compacted() throws(CatalogError) -> (
        catalog: Catalog, productSlots: (Int32) -> Int32, noteSlots: (Int32) -> Int32
    ) {
        let catalog = try Catalog(
            products: Array(products), notes: Array(notes), productsFile: productsFile, notesFile: notesFile)
        return (
            catalog, FileIndex.liveRanks(count: productSlots.count) { product(atSlot: $0) != nil },
            FileIndex.liveRanks(count: noteSlots.count) { note(atSlot: $0) != nil }
        )
    }

    // MARK: Queries

    /// Newest first; equal dates keep file order.
    static func isNewer(_ note: Note, at index: Int, than other: Note, at otherIndex: Int) -> Bool {
        if note.publishedAt != other.publishedAt { return note.publishedAt > other.publishedAt }
        return index < otherIndex
    }

    /// Whether a product has this id.
    ///
    /// - Complexity: O(1).
    public func contains(productID: String) -> Bool {
        productSlot(of: productID) != nil
    }

    /// The product with this id.
    ///
    /// - Throws: `CatalogError.unknownProduct`, with up to three close ids as suggestions.
    /// - Complexity: O(1) when found; the suggestions of the error path compare every id.
    public func product(id: String) throws(CatalogError) -> Product {
        guard let slot = productSlot(of: id) else { throw unknownProduct(id) }
        return productSlots[slot]
    }

    /// The note with this id, if there is one.
    ///
    /// - Complexity: O(log *c*) after *c* changes.
    public func note(id: String) -> Note? {
        noteSlot(of: id).map { noteSlots[$0] }
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
        guard let ownSlot = productSlot(of: id) else { throw unknownProduct(id) }
        let product = productSlots[ownSlot]
        var result: [Product] = []
        guard limit > 0 else { return result }
        result.reserveCapacity(Swift.min(limit, 64))
        var taken: Set<Int> = [ownSlot]
        func take(_ slot: Int) -> Bool {
            if taken.insert(slot).inserted { result.append(productSlots[slot]) }
            return result.count >= limit
        }
        for relatedID in product.relatedProductIDs {
            if let slot = productSlot(of: relatedID), take(slot) { return result }
        }
        var full = false
        for group in [ProductGroup.shop(product.shopID), .category(product.category)] where !full {
            forEachMember(of: group) { slot in
                full = take(Int(slot))
                return full
            }
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
        guard productSlot(of: id) != nil else { throw unknownProduct(id) }
        return noteSlots(about: id).prefix(Swift.max(limit, 0)).map { noteSlots[$0] }
    }

    /// The ids of a shop's or a category's products, in file order.
    ///
    /// - Complexity: O(*k*) for *k* members.
    public func productIDs(in group: ProductGroup) -> [String] {
        var ids: [String] = []
        forEachMember(of: group) { slot in
            ids.append(productSlots[Int(slot)].id)
            return false
        }
        return ids
    }

    /// Every shop and category that has or had products (a group emptied by changes stays).
    var groups: Set<ProductGroup> {
        var groups = Set(productIndexesByShop.names.keys.map(ProductGroup.shop))
            .union(productIndexesByCategory.names.keys.map(ProductGroup.category))
        groupChanges.forEachEntry { group, _ in groups.insert(group) }
        return groups
    }

    // MARK: Machinery

    /// The slot of the live product `id`.
    func productSlot(of id: String) -> Int? {
        guard let slot = productIndexByID[id], !isRemovedProduct(slot) else { return nil }
        return slot
    }

    /// The slot of the live note `id`.
    func noteSlot(of id: String) -> Int? {
        guard let slot = noteIndexByID[id], !isRemovedNote(slot) else { return nil }
        return slot
    }

    /// The slot of product `id`, removed or not, and whether it is in the catalog.
    func productSlotIncludingRemoved(of id: String) -> (slot: Int, isLive: Bool)? {
        productIndexByID[id].map { ($0, !isRemovedProduct($0)) }
    }

    /// The slot of note `id`, removed or not, and whether it is in the catalog.
    func noteSlotIncludingRemoved(of id: String) -> (slot: Int, isLive: Bool)? {
        noteIndexByID[id].map { ($0, !isRemovedNote($0)) }
    }

    /// The product at `slot`, if it is in the catalog.
    func product(atSlot slot: Int) -> Product? {
        slot >= 0 && slot < productSlots.count && !isRemovedProduct(slot) ? productSlots[slot] : nil
    }

    /// The note at `slot`, if it is in the catalog.
    func note(atSlot slot: Int) -> Note? {
        slot >= 0 && slot < noteSlots.count && !isRemovedNote(slot) ? noteSlots[slot] : nil
    }

    private func isRemovedProduct(_ slot: Int) -> Bool {
        !removedProducts.isEmpty && removedProducts[slot] == true
    }

    private func isRemovedNote(_ slot: Int) -> Bool {
        !removedNotes.isEmpty && removedNotes[slot] == true
    }

    /// The members of `group` as loaded, by slot.
    private func loadedMembers(of group: ProductGroup) -> ArraySlice<Int32> {
        switch group {
        case .shop(let shop): productIndexesByShop.members(of: shop)
        case .category(let category): productIndexesByCategory.members(of: category)
        }
    }

    /// Calls `body` with each member of `group` in file order until it returns `true`.
    private func forEachMember(of group: ProductGroup, _ body: (Int32) -> Bool) {
        let loaded = loadedMembers(of: group)
        guard !groupChanges.isEmpty, let changes = groupChanges[group] else {
            for slot in loaded where body(slot) { return }
            return
        }
        changes.forEachMember(loaded: loaded, body)
    }

    /// The slots of the live notes about product `id`, newest first.
    private func noteSlots(about id: String) -> [Int] {
        if !changedNotesByProduct.isEmpty, let changed = changedNotesByProduct[id] { return changed }
        if let slot = productIndexByID[id], slot < loadedNotesByProduct.productCount {
            return loadedNotesByProduct.notes(ofProductAt: slot)
        }
        return loaded.notesAboutMissingProducts[id] ?? []
    }

    func unknownProduct(_ id: String) -> CatalogError {
        // A catalog as loaded walks its id table in place; a changed one walks its products.
        let suggestions =
            isChangedSinceLoad
            ? IDSuggester.closest(to: id, limit: 3) { body in
                for product in products { body(product.id) }
            }
            : IDSuggester.closest(to: id, limit: 3, candidates: productIndexByID.forEachLoadedKey)
        return .unknownProduct(id: id, suggestions: suggestions)
    }
}

// MARK: Changes

extension Catalog {
    /// Makes `product` the product with its id: it replaces the one there is (in its place),
    /// or comes after every other product; a removed product with this id comes back in its
    /// old place.
    mutating func upsert(_ product: Product, into delta: inout CatalogDelta) {
        isChangedSinceLoad = true
        delta.products.insert(product.id)
        var old: Product?
        let slot: Int
        if let existing = productIndexByID[product.id] {
            slot = existing
            if isRemovedProduct(existing) {
                removedProducts.update(existing, with: false)
                liveProductCount += 1
            } else {
                old = productSlots[existing]
            }
            productSlots[existing] = product
        } else {
            slot = productSlots.count
            productSlots.append(product)
            productIndexByID.update(product.id, with: slot)
            liveProductCount += 1
        }
        if old?.shopID != product.shopID {
            if let old { leave(.shop(old.shopID), slot: slot, into: &delta) }
            join(.shop(product.shopID), slot: slot, into: &delta)
        }
        if old?.category != product.category {
            if let old { leave(.category(old.category), slot: slot, into: &delta) }
            join(.category(product.category), slot: slot, into: &delta)
        }
    }

    /// Removes the product `id`.
    mutating func removeProduct(id: String, into delta: inout CatalogDelta) throws(CatalogError) {
        guard let slot = productSlot(of: id) else { throw unknownProduct(id) }
        isChangedSinceLoad = true
        let old = productSlots[slot]
        removedProducts.update(slot, with: true)
        // The slot keeps only the id: the texts of what was removed are not held.
        productSlots[slot] = Self.placeholder(for: old)
        liveProductCount -= 1
        leave(.shop(old.shopID), slot: slot, into: &delta)
        leave(.category(old.category), slot: slot, into: &delta)
        delta.products.insert(id)
    }

    /// Edits the live product `id` in place.
    mutating func editProduct(id: String, _ edit: (inout Product) -> Void) throws(CatalogError) {
        guard let slot = productSlot(of: id) else { throw unknownProduct(id) }
        isChangedSinceLoad = true
        edit(&productSlots[slot])
    }

    /// What a removed product's slot keeps: its id, and nothing that holds memory.
    private static func placeholder(for product: Product) -> Product {
        Product(
            id: product.id, shopID: "", name: "", brand: "", category: "", price: product.price, rating: 0,
            reviewCount: 0, stock: 0, tags: [], relatedProductIDs: [], imageSymbol: "",
            updatedAt: product.updatedAt)
    }

    private mutating func join(_ group: ProductGroup, slot: Int, into delta: inout CatalogDelta) {
        let member = Int32(truncatingIfNeeded: slot)
        var changes = groupChanges[group] ?? GroupChanges()
        changes.add(member, wasLoadedMember: wasLoadedMember(member, of: group))
        groupChanges.update(group, with: changes)
        delta.groups.insert(group)
    }

    private mutating func leave(_ group: ProductGroup, slot: Int, into delta: inout CatalogDelta) {
        let member = Int32(truncatingIfNeeded: slot)
        var changes = groupChanges[group] ?? GroupChanges()
        changes.remove(member, wasLoadedMember: wasLoadedMember(member, of: group))
        groupChanges.update(group, with: changes)
        delta.groups.insert(group)
    }

    private func wasLoadedMember(_ slot: Int32, of group: ProductGroup) -> Bool {
        let members = loadedMembers(of: group)
        var low = members.startIndex
        var high = members.endIndex
        while low < high {
            let middle = (low + high) / 2
            if members[middle] < slot { low = middle + 1 } else { high = middle }
        }
        return low < members.endIndex && members[low] == slot
    }

    /// Makes `note` the note with its id, as `upsert(_:into:)` does for products, and puts it
    /// among its products' notes.
    mutating func upsert(_ note: Note, into delta: inout CatalogDelta) {
        isChangedSinceLoad = true
        delta.notes.insert(note.id)
        let slot: Int
        if let existing = noteIndexByID[note.id] {
            slot = existing
            if isRemovedNote(existing) {
                removedNotes.update(existing, with: false)
                liveNoteCount += 1
            } else {
                let old = noteSlots[existing]
                for productID in Self.distinct(old.productIDs) {
                    unlist(slot, fromNotesOf: productID)
                    delta.productsWithChangedNotes.insert(productID)
                }
            }
            noteSlots[existing] = note
        } else {
            slot = noteSlots.count
            noteSlots.append(note)
            noteIndexByID.update(note.id, with: slot)
            liveNoteCount += 1
        }
        for productID in Self.distinct(note.productIDs) {
            list(slot, amongNotesOf: productID)
            delta.productsWithChangedNotes.insert(productID)
        }
    }

    /// Removes the note `id`.
    mutating func removeNote(id: String, into delta: inout CatalogDelta) throws(CatalogError) {
        guard let slot = noteSlot(of: id) else {
            throw CatalogError.invalidChange(reason: "there is no note \"\(id)\" to remove")
        }
        isChangedSinceLoad = true
        let old = noteSlots[slot]
        removedNotes.update(slot, with: true)
        noteSlots[slot] = Note(
            id: old.id, title: "", editor: "", publishedAt: old.publishedAt, productIDs: [], shopID: "",
            summary: "")
        liveNoteCount -= 1
        for productID in Self.distinct(old.productIDs) {
            unlist(slot, fromNotesOf: productID)
            delta.productsWithChangedNotes.insert(productID)
        }
        delta.notes.insert(id)
    }

    /// Puts note `slot` among the notes of `productID`, newest first.
    private mutating func list(_ slot: Int, amongNotesOf productID: String) {
        var list = noteSlots(about: productID)
        let note = noteSlots[slot]
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if Self.isNewer(noteSlots[list[middle]], at: list[middle], than: note, at: slot) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        list.insert(slot, at: low)
        changedNotesByProduct.update(productID, with: list)
    }

    private mutating func unlist(_ slot: Int, fromNotesOf productID: String) {
        var list = noteSlots(about: productID)
        guard let index = list.firstIndex(of: slot) else { return }
        list.remove(at: index)
        changedNotesByProduct.update(productID, with: list)
    }

    /// `ids` without repeats, in order (a note about a product twice counts once).
    static func distinct(_ ids: [String]) -> [String] {
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }
}
