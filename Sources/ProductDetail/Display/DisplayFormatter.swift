import CatalogKit
import Foundation

/// Turns products and notes into the display structs cells show, deterministically: the
/// same entities and the same `now` always give the same texts, whatever the machine's
/// locale and time zone.
struct DisplayFormatter: Sendable {
    /// The moment relative dates ("3 days ago") and delivery days are counted from.
    var now: Date
    private let prices = PriceFormatter()
    private let days = DayFormatter()

    /// Creates a formatter whose relative dates count from `now`.
    init(now: Date) {
        self.now = now
    }

    /// The card for a related product.
    func productCard(for product: Product) -> ProductCard {
        ProductCard(
            id: product.id, name: product.name, brand: product.brand,
            priceText: prices.string(for: product.price),
            ratingText: ratingText(for: product), stockText: stockText(for: product.stock),
            imageSymbol: product.imageSymbol, stockLevel: StockLevel(stock: product.stock))
    }

    /// The card for a note.
    func noteCard(for note: Note) -> NoteCard {
        let day = days.string(for: note.publishedAt)
        let relative = days.relativeString(for: note.publishedAt, now: now)
        let dateText = relative == day ? day : "\(day) · \(relative)"
        return NoteCard(
            id: note.id, title: note.title, editor: note.editor, dateText: dateText, summary: note.summary)
    }

    /// The summary rows `userType` sees for `product`, in `SummaryRowType.cellTypes(for:)` order.
    func summaryRows(for product: Product, userType: UserType) -> [SummaryRow] {
        SummaryRowType.cellTypes(for: userType).map { kind in
            SummaryRow(kind: kind, value: value(of: kind, for: product))
        }
    }

    /// The member offers on `product`: member price, points, and delivery.
    func memberOffers(for product: Product) -> [OfferCard] {
        let member = Self.memberPrice(of: product.price)
        let saving = Self.memberSaving(on: product.price)
        return [
            OfferCard(
                id: "member-price", title: "会員価格 Member price", value: prices.string(for: member),
                detail: "10% off · save \(prices.string(for: saving))"),
            OfferCard(
                id: "points", title: "ポイント Points",
                value: "+\(PriceFormatter.grouped(Self.points(for: member))) pt", detail: "5% back as points"),
            OfferCard(
                id: "delivery", title: "お届け Delivery", value: "Free express",
                detail: "arrives \(days.string(for: deliveryDay))"),
        ]
    }

    /// The member price: 90% of `price`, rounded half up to the currency's minor unit (half
    /// away from zero for a negative amount, which only code can make: data prices are ≥ 0).
    ///
    /// Exact for every `Int` amount, `Int.max` and `Int.min` included: the price is split into
    /// tens and a last digit before multiplying, so nothing overflows (9 × (2⁶³ / 10) + 8 is
    /// below 2⁶³).
    static func memberPrice(of price: Money) -> Money {
        let magnitude = price.minorUnits.magnitude
        let member = magnitude / 10 * 9 + (magnitude % 10 * 9 + 5) / 10
        let signed = Int(clamping: member)
        return Money(minorUnits: price.minorUnits < 0 ? -signed : signed, currency: price.currency)
    }

    /// What the member price saves on `price`: the price less the member price, exact for
    /// every `Int` amount (the two have the same sign, so the difference cannot overflow).
    static func memberSaving(on price: Money) -> Money {
        let member = memberPrice(of: price).minorUnits.magnitude
        let saving = Int(clamping: price.minorUnits.magnitude - member)
        return Money(minorUnits: price.minorUnits < 0 ? -saving : saving, currency: price.currency)
    }

    /// Points earned on `price`: 5% of it in whole currency units, rounded toward zero.
    ///
    /// Exact for every `Int` amount: 5% of *w* rounded down is *w* / 20, so nothing is
    /// multiplied.
    static func points(for price: Money) -> Int {
        let whole = price.minorUnits.magnitude / PriceFormatter.powerOfTen(price.currency.minorUnitDigits)
        let points = Int(clamping: whole / 20)
        return price.minorUnits < 0 ? -points : points
    }

    /// Express delivery arrives the day after `now`.
    private var deliveryDay: Date { now.addingTimeInterval(86_400) }

    /// `★4.7 (1,284)`. The decoder keeps ratings within 0...5; a rating that is not (made in
    /// code) is shown clamped to that range, never converted from a non-finite number.
    private func ratingText(for product: Product) -> String {
        let rating = product.rating.isNaN ? 0 : Swift.min(Swift.max(product.rating, 0), 5)
        let tenths = Int((rating * 10).rounded())
        return "★\(tenths / 10).\(tenths % 10) (\(PriceFormatter.grouped(product.reviewCount)))"
    }

    private func stockText(for stock: Int) -> String {
        switch StockLevel(stock: stock) {
        case .soldOut: "在庫切れ Sold out"
        case .low: "残り\(stock)点 Only \(stock) left"
        case .inStock: "在庫あり In stock (\(PriceFormatter.grouped(stock)))"
        }
    }

    private func value(of kind: SummaryRowType, for product: Product) -> String {
        switch kind {
        case .title: "\(product.imageSymbol) \(product.name)"
        case .brand: product.brand
        case .price: prices.string(for: product.price)
        case .memberPrice: "\(prices.string(for: Self.memberPrice(of: product.price))) (10% off)"
        case .rating: ratingText(for: product)
        case .stock: stockText(for: product.stock)
        case .delivery: "Free express · arrives \(days.string(for: deliveryDay))"
        }
    }
}
