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

    /// One task's result, written by that task alone into its own slot.
    private final class Slots: @unchecked Sendable {
        // @unchecked: `concurrentPerform` runs each iteration once; iteration `i` writes only
        // `groups[i]` (or `notes`), and everything is read after `concurrentPerform` returns.
        var groups: [(byShop: [String: [Int]], byCategory: [String: [Int]])] = [([:], [:]), ([:], [:])]
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
            case 0, 1:
                let range = task == 0 ? 0..<half : half..<products.count
                slots.groups[task] = Self.groups(of: products, in: range)
            default:
                slots.notes = ProductNoteIndex(
                    notes: notes, productCount: products.count, productIndexByID: productIndexByID)
            }
        }
        var (byShop, byCategory) = slots.groups[0]
        for (shop, indexes) in slots.groups[1].byShop {
            byShop[shop, default: []].append(contentsOf: indexes)
        }
        for (category, indexes) in slots.groups[1].byCategory {
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
