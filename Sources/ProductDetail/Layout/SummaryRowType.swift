/// The kinds of row in the summary section (the summary's cell types).
///
/// `cellTypes(for:)` is the one place that decides which rows a user type sees and in which
/// order.
public enum SummaryRowType: String, Sendable, Hashable, CaseIterable, Codable {
    /// The product's name, in bold.
    case title
    /// The brand.
    case brand
    /// The list price.
    case price
    /// Premium only: the member price, 10% off the list price.
    case memberPrice
    /// Stars and review count.
    case rating
    /// How many are in stock.
    case stock
    /// Premium only: free express delivery and its arrival day.
    case delivery

    /// The summary rows `userType` sees, in order.
    public static func cellTypes(for userType: UserType) -> [SummaryRowType] {
        switch userType {
        case .normal: [.title, .brand, .price, .rating, .stock]
        case .premium: [.title, .brand, .price, .memberPrice, .rating, .stock, .delivery]
        }
    }

    /// The label shown before the row's value; empty for the title.
    public var label: String {
        switch self {
        case .title: ""
        case .brand: "ブランド Brand"
        case .price: "価格 Price"
        case .memberPrice: "会員価格 Member"
        case .rating: "評価 Rating"
        case .stock: "在庫 Stock"
        case .delivery: "配送 Delivery"
        }
    }
}
