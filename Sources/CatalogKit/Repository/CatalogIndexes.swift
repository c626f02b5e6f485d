import Dispatch
import Foundation

/// The indexes a catalog builds when it is loaded: products by shop and by category (each in
/// file order), and notes by the products they are about (newest first).
///
/// Built on both cores: the notes' product ids are looked up in two halves while the shops
/// and the categories are grouped, then the notes are laid out by product, in two halves.
struct CatalogIndexes: Sendable {
    var productsByShop: ProductGroupIndex
    var productsByCategory: ProductGroupIndex
    var notesByProduct: ProductNoteIndex

    /// Each task's result, written by that task alone into its own stored property.
    private final class Slots: @unchecked Sendable {
        // @unchecked: `concurrentPerform` runs each iteration once; iteration 0 writes only
        // `firstReferences`, 1 only `secondReferences`, 2 only `byShop`, 3 only `byCategory`
        // (separate stored properties, so no two threads touch the same memory), and all are
        // read after `concurrentPerform`.
        var firstReferences = ProductNoteIndex.References(pairs: [], counts: [])
        var secondReferences = ProductNoteIndex.References(pairs: [], counts: [])
        var byShop = ProductGroupIndex.empty
        var byCategory = ProductGroupIndex.empty
    }

    /// Indexes `products` and `notes`.
    ///
    /// - Complexity: O(*n* + *m* log *k*) for *n* products, *m* notes and at most *k* notes
    ///   about one product, on two cores.
    init(products: [Product], notes: [Note], productIndexByID: PositionTable) {
        let slots = Slots()
        let half = notes.count / 2
        // Iterations start in order: the two longest first, one per core.
        DispatchQueue.concurrentPerform(iterations: 4) { task in
            switch task {
            case 0:
                slots.firstReferences = ProductNoteIndex.references(
                    of: notes, in: 0..<half, productCount: products.count, productIndexByID: productIndexByID)
            case 1:
                slots.secondReferences = ProductNoteIndex.references(
                    of: notes, in: half..<notes.count, productCount: products.count,
                    productIndexByID: productIndexByID)
            case 2:
                slots.byShop = ProductGroupIndex(products: products) { $0.shopID }
            default:
                slots.byCategory = ProductGroupIndex(products: products) { $0.category }
            }
        }
        productsByShop = slots.byShop
        productsByCategory = slots.byCategory
        notesByProduct = ProductNoteIndex(
            notes: notes, productCount: products.count,
            references: [slots.firstReferences, slots.secondReferences])
    }
}
