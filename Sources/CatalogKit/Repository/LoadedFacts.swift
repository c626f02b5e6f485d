import Relay

/// What a load can find out about its catalog later, when first asked, so that loading does
/// not pay for it: the dangling references (warnings), and the notes about ids no loaded
/// product has (a product a change adds later shows them).
final class LoadedFacts: Sendable {
    private let products: [Product]
    private let notes: [Note]
    private let productIndexByID: PositionTable
    private let productsFile: String
    private let notesFile: String
    // Guards what was found so far.
    private let found = Locked<(warnings: [CatalogWarning]?, notesAboutMissing: [String: [Int]]?)>((nil, nil))

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

    /// The loaded catalog's dangling references, in file order.
    ///
    /// - Complexity: O(*n* + *m*) the first time, O(1) afterwards.
    var warnings: [CatalogWarning] {
        if let warnings = found.withLock({ $0.warnings }) { return warnings }
        let warnings = CatalogWarnings.find(
            products: products, notes: notes, exists: { productIndexByID[$0] != nil },
            productsFile: productsFile,
            notesFile: notesFile)
        found.withLock { $0.warnings = warnings }
        return warnings
    }

    /// The slots of the loaded notes about each id that no loaded product has, newest first.
    ///
    /// - Complexity: O(*m*) the first time, O(1) afterwards.
    var notesAboutMissingProducts: [String: [Int]] {
        if let index = found.withLock({ $0.notesAboutMissing }) { return index }
        var index: [String: [Int]] = [:]
        for (slot, note) in notes.enumerated() {
            for productID in Catalog.distinct(note.productIDs) where productIndexByID[productID] == nil {
                index[productID, default: []].append(slot)
            }
        }
        for key in index.keys {
            index[key]?.sort { Catalog.isNewer(notes[$0], at: $0, than: notes[$1], at: $1) }
        }
        found.withLock { $0.notesAboutMissing = index }
        return index
    }
}
