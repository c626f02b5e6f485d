import Dispatch

/// The indexes a catalog builds when it is loaded: products by shop and by category (each in
/// file order), and notes by the products they are about (newest first).
///
/// Built on both cores: the products in two halves whose lists are then joined in order,
/// and the notes beside them.
struct CatalogIndexes: Sendable {
    var productsByShop: [String: [Int]]
    var productsByCategory: [String: [Int]]
    var notesByProduct: ProductNoteIndex

    /// Each task's result, written by that task alone into its own stored property.
    private final class Slots: @unchecked Sendable {
        typealias Groups = (byShop: [String: [Int]], byCategory: [String: [Int]])
        // @unchecked: `concurrentPerform` runs each iteration once; iteration 0 writes only
        // `firstHalf`, 1 only `secondHalf`, 2 only `notes` (separate stored properties, so no
        // two threads touch the same memory), and all are read after `concurrentPerform`.
        var firstHalf: Groups = ([:], [:])
        var secondHalf: Groups = ([:], [:])
        var notes = ProductNoteIndex.empty
    }

    /// Indexes `products` and `notes`.
    ///
    /// - Complexity: O(*n* + *m* log *k*) for *n* products, *m* notes and at most *k* notes
    ///   about one product, on two cores.
    init(products: [Product], notes: [Note], productIndexByID: [String: Int]) {
        let slots = Slots()
        let half = products.count / 2
        DispatchQueue.concurrentPerform(iterations: 3) { task in
            switch task {
            case 0:
                slots.firstHalf = Self.groups(of: products, in: 0..<half)
            case 1:
                slots.secondHalf = Self.groups(of: products, in: half..<products.count)
            default:
                slots.notes = ProductNoteIndex(
                    notes: notes, productCount: products.count, productIndexByID: productIndexByID)
            }
        }
        var (byShop, byCategory) = slots.firstHalf
        for (shop, indexes) in slots.secondHalf.byShop {
            byShop[shop, default: []].append(contentsOf: indexes)
        }
        for (category, indexes) in slots.secondHalf.byCategory {
            byCategory[category, default: []].append(contentsOf: indexes)
        }
        productsByShop = byShop
        productsByCategory = byCategory
        notesByProduct = slots.notes
    }

    private static func groups(of products: [Product], in range: Range<Int>) -> (
        byShop: [String: [Int]], byCategory: [String: [Int]]
    ) {
        var byShop: [String: [Int]] = [:]
        var byCategory: [String: [Int]] = [:]
        for index in range {
            let product = products[index]
            byShop[product.shopID, default: []].append(index)
            byCategory[product.category, default: []].append(index)
        }
        return (byShop, byCategory)
    }
}
