import CatalogKit
import Foundation
import ProductDetail
import Relay

/// The `--simulate` event source: a deterministic sequence of catalog changes that always
/// touch what the page shows (the product itself, its related products, its notes), so every
/// change is visible. It changes data in memory only, through the repository's `apply`,
/// the same path a reload takes; it never writes files.
struct SimulatedChanges {
    private var random: SplitMix64
    private var notesPublished = 0

    init(seed: UInt64 = 0x5EED) {
        random = SplitMix64(seed: seed)
    }

    /// The next change for a page about `product` showing `related`, at `now`.
    mutating func next(product: Product, related: [Product], now: Date) -> CatalogChange {
        let candidates = [product] + related.prefix(4)
        let target = candidates[Int(nextRandom() % UInt64(candidates.count))]
        switch nextRandom() % 3 {
        case 0:
            let percent = Int(nextRandom() % 21) - 10  // −10 % … +10 %
            let step = target.price.currency == .jpy ? 100 : 1
            // price × (1 + percent/100), split so that no product of two large numbers is taken;
            // a price near Int.max saturates instead of trapping.
            let price = target.price.minorUnits
            let change = price / 100 * percent + price % 100 * percent / 100
            let (sum, overflowed) = price.addingReportingOverflow(change)
            var minorUnits = overflowed ? (change > 0 ? Int.max : Int.min) : sum
            minorUnits = max(step, minorUnits / step * step)
            if minorUnits == price { minorUnits = price <= Int.max - step ? price + step : price - step }
            return .setPrice(
                productID: target.id, price: Money(minorUnits: minorUnits, currency: target.price.currency))
        case 1:
            var stock = Int(nextRandom() % 30)
            if stock == target.stock { stock += 1 }
            return .setStock(productID: target.id, stock: stock)
        default:
            notesPublished += 1
            let note = Note(
                id: "n-sim-\(notesPublished)",
                title: "速報 Live update #\(notesPublished) 📣",
                editor: "編集部",
                // A second apart, so each is the newest and shows (notes of one date keep file order).
                publishedAt: now.addingTimeInterval(Double(notesPublished)),
                productIDs: [product.id],
                shopID: product.shopID,
                summary: "\(product.name) の最新情報をお届けします。"
            )
            return .addNote(note)
        }
    }

    private mutating func nextRandom() -> UInt64 {
        random.next()
    }
}
