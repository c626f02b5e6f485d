import Foundation

/// Turns products and notes into the display structs cells show, deterministically: the
/// same entities and the same `now` always give the same texts, whatever the machine's
/// locale and time zone.
public struct DisplayFormatter: Sendable {
    /// The moment relative dates ("3 days ago") and delivery days are counted from.
    public var now: Date
    private let prices = PriceFormatter()
    private let days = DayFormatter()

    /// Creates a formatter whose relative dates count from `now`.
    public init(now: Date) {
        self.now = now
    }

    /// The card for a related product.
    public func productCard(for product: Product) -> ProductCard {
        ProductCard(
            id: product.id, name: product.name, brand: product.brand,
            priceText: prices.string(for: product.price),
            ratingText: ratingText(for: product), stockText: stockText(for: product.stock),
            imageSymbol: product.imageSymbol, stockLevel: StockLevel(stock: product.stock))
    }

    /// The card for a note.
    public func noteCard(for note: Note) -> NoteCard {
        let day = days.string(for: note.publishedAt)
        let relative = days.relativeString(for: note.publishedAt, now: now)
        let dateText = relative == day ? day : "\(day) · \(relative)"
        return NoteCard(
            id: note.id, title: note.title, editor: note.editor, dateText: dateText, summary: note.summary)
    }

    /// The summary rows `userType` sees for `product`, in `SummaryRowType.cellTypes(for:)` order.
    public func summaryRows(for product: Product, userType: UserType) -> [SummaryRow] {
        SummaryRowType.cellTypes(for: userType).map { kind in
            SummaryRow(kind: kind, value: value(of: kind, for: product))
        }
    }

    /// The member offers on `product`: member price, points, and delivery.
    public func memberOffers(for product: Product) -> [OfferCard] {
        let member = Self.memberPrice(of: product.price)
        let saving = Money(
            minorUnits: product.price.minorUnits - member.minorUnits, currency: product.price.currency)
        return [
            OfferCard(
                id: "member-price", title: "会員価格 Member price", value: prices.string(for: member),
                detail: "10% off · save \(prices.string(for: saving))"),
            OfferCard(
                id: "points", title: "ポイント Points", value: "+\(Self.grouped(Self.points(for: member))) pt",
                detail: "5% back as points"),
            OfferCard(
                id: "delivery", title: "お届け Delivery", value: "Free express",
                detail: "arrives \(days.string(for: deliveryDay))"),
        ]
    }

    /// The member price: 90% of `price`, rounded half up to the currency's minor unit.
    public static func memberPrice(of price: Money) -> Money {
        Money(minorUnits: (price.minorUnits * 9 + 5) / 10, currency: price.currency)
    }

    /// Points earned on `price`: 5% of it in whole currency units, rounded down.
    static func points(for price: Money) -> Int {
        var divisor = 1
        for _ in 0..<price.currency.minorUnitDigits { divisor *= 10 }
        return price.minorUnits / divisor * 5 / 100
    }

    /// `1284` as `1,284`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// Express delivery arrives the day after `now`.
    private var deliveryDay: Date { now.addingTimeInterval(86_400) }

    private func ratingText(for product: Product) -> String {
        let tenths = Int((product.rating * 10).rounded())
        return "★\(tenths / 10).\(tenths % 10) (\(Self.grouped(product.reviewCount)))"
    }

    private func stockText(for stock: Int) -> String {
        switch StockLevel(stock: stock) {
        case .soldOut: "在庫切れ Sold out"
        case .low: "残り\(stock)点 Only \(stock) left"
        case .inStock: "在庫あり In stock (\(Self.grouped(stock)))"
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
