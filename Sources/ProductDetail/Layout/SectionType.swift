import CatalogKit
/// The sections a product detail page can show, top to bottom.
///
/// `sections(for:)` is the one place that decides which sections a user type sees and in
/// which order; everything else asks it.
public enum SectionType: String, Sendable, Hashable, CaseIterable, Codable {
    /// The product itself: a vertical list of rows chosen by `SummaryRowType.cellTypes(for:)`.
    case summary
    /// Premium only: offers a member gets on this product (member price, points, delivery).
    case memberOffers
    /// Cards of products related to this one.
    case relatedProducts
    /// Cards of the newest editorial notes about this product.
    case recentNotes

    /// The sections `userType` sees, in page order.
    public static func sections(for userType: UserType) -> [SectionType] {
        switch userType {
        case .normal: [.summary, .relatedProducts, .recentNotes]
        case .premium: [.summary, .memberOffers, .relatedProducts, .recentNotes]
        }
    }

    /// The section's header line, Japanese first, then English.
    public var header: String {
        switch self {
        case .summary: "商品詳細 · Product details"
        case .memberOffers: "会員特典 · Member offers ★"
        case .relatedProducts: "関連商品 · Related products"
        case .recentNotes: "最近投稿したコラム · Recent notes"
        }
    }

    /// Whether the section is a carousel of cards that scrolls sideways (all but the summary,
    /// a list of rows).
    public var scrollsHorizontally: Bool { self != .summary }
}
